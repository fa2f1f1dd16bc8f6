import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

/** Issue 14 point 4: server HTML may not cover the screen or navigate the app's own tab. */
const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('SafeHtml policy', () => {
  it('drops positioning but keeps ordinary formatting', () => {
    const box = parse(
      '<div style="position:fixed;top:0;left:0;right:0;bottom:0;z-index:9999;inset:0;transform:translate(0,0);color:red;font-size:18px;text-align:center">遮罩</div>',
    );
    const style = (box.firstElementChild as HTMLElement).style;
    expect(style.position).toBe('');
    expect(style.zIndex).toBe('');
    expect(style.top).toBe('');
    expect(style.transform).toBe('');
    expect(style.color).toBe('red');
    expect(style.fontSize).toBe('18px');
    expect(style.textAlign).toBe('center');
  });

  it('drops sticky positioning and an overlay left with no style at all', () => {
    const box = parse('<p style="position: sticky">a</p><p style="POSITION:FIXED;Z-INDEX:1">b</p>');
    for (const p of box.querySelectorAll('p')) expect(p.getAttribute('style')).toBeNull();
  });

  it('opens links in a new tab with noopener noreferrer, http(s) only', () => {
    const box = parse(
      '<a href="https://partner.example/x">ok</a><a href="javascript:alert(1)">js</a><a href="data:text/html,<script>alert(1)</script>">data</a><a href="mailto:a@b.c" target="_self">mail</a>',
    );
    const [ok, js, data, mail] = Array.from(box.querySelectorAll('a'));
    expect(ok!.getAttribute('target')).toBe('_blank');
    expect(ok!.getAttribute('rel')).toBe('noopener noreferrer');
    for (const bad of [js!, data!, mail!]) {
      expect(bad.hasAttribute('href')).toBe(false);
      expect(bad.hasAttribute('target')).toBe(false);
    }
  });

  it('keeps images to http(s)', () => {
    const box = parse(
      '<img src="https://cdn.example/a.png" alt="a"><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="b"><img src="javascript:alert(1)" alt="c"><img srcset="data:image/png;base64,AAAA 1x" src="/assets-demo/x.svg" alt="d">',
    );
    const [a, b, c, d] = Array.from(box.querySelectorAll('img'));
    expect(a!.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(b!.hasAttribute('src')).toBe(false);
    expect(c!.hasAttribute('src')).toBe(false);
    expect(d!.hasAttribute('srcset')).toBe(false);
    expect(d!.getAttribute('src')).toBe('/assets-demo/x.svg');
  });

  it('keeps tables and their formatting', () => {
    const box = parse(
      '<table style="width:100%;border-collapse:collapse"><tr><td style="text-align:center">1</td></tr></table>',
    );
    expect(box.querySelector('table')!.style.width).toBe('100%');
    expect(box.querySelector('td')!.style.textAlign).toBe('center');
  });
});
