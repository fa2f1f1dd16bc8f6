import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

/** Server HTML may not cover the screen or navigate the app's own tab. */
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

/** The overlay corpus, shared with the journey that measures the boxes. */
const overlays = readFileSync(join(process.cwd(), 'e2e', 'fixtures', 'overlay-payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** Every declaration left on an element, as the browser's CSSOM lists it. */
const declarations = (element: HTMLElement) =>
  Array.from(element.style).map((property) => [property, element.style.getPropertyValue(property)] as const);

const PX_PER_UNIT: Record<string, number> = { px: 1, pt: 4 / 3, em: 16, rem: 16 };

describe('SafeHtml style allowlist', () => {
  it('has a corpus', () => expect(overlays.length).toBeGreaterThanOrEqual(30));

  it.each(overlays)('%s: nothing that could leave the box survives', (payload) => {
    const box = parse(payload);
    expect(
      box.querySelector('dialog, [popover], [popovertarget], [commandfor], [command], [class]'),
    ).toBeNull();
    for (const element of box.querySelectorAll<HTMLElement>('*')) {
      for (const [property, value] of declarations(element)) {
        expect(property).not.toMatch(
          /position|inset|^(top|left|right|bottom)$|z-index|transform|translate|scale|rotate|float|outline|shadow|filter|clip|mask|overflow|contain|background-image/,
        );
        expect(value, `${property}: ${value}`).not.toMatch(
          /-\s*\d|\d[dsl]?v(h|w|min|max)|calc|var\(|url\(|!important/i,
        );
        for (const [, amount, unit] of value.matchAll(/(\d*\.?\d+)(px|pt|em|rem)/g))
          expect(Number(amount) * PX_PER_UNIT[unit!]!, `${property}: ${value}`).toBeLessThanOrEqual(480);
        for (const [, percent] of value.matchAll(/(\d*\.?\d+)%/g))
          expect(Number(percent)).toBeLessThanOrEqual(100);
      }
      for (const name of ['width', 'height']) {
        const attribute = element.getAttribute(name);
        if (attribute !== null)
          expect(Number.parseFloat(attribute), `${name}="${attribute}"`).toBeLessThanOrEqual(480);
      }
    }
  });

  it('keeps ordinary formatting: colours, font, alignment, decoration, borders, auto and small margins, padding, 100 % width', () => {
    const box = parse(
      '<div style="width:100%;margin:0 auto;padding:8px 12px;color:#333;background-color:#fafafa;font-size:16px;font-weight:bold;font-family:serif;text-align:center;text-decoration:underline;line-height:1.6;border:1px solid #ccc;border-radius:8px">正常</div>',
    );
    const style = (box.firstElementChild as HTMLElement).style;
    expect(style.width).toBe('100%');
    expect([style.marginLeft, style.marginRight, style.marginTop]).toEqual(['auto', 'auto', '0px']);
    expect([style.paddingTop, style.paddingLeft]).toEqual(['8px', '12px']);
    expect(style.color).toBe('rgb(51, 51, 51)');
    expect(style.backgroundColor).toBe('rgb(250, 250, 250)');
    expect([style.fontSize, style.fontWeight, style.fontFamily]).toEqual(['16px', 'bold', 'serif']);
    expect(style.textAlign).toBe('center');
    expect(style.textDecoration).toContain('underline');
    expect(style.lineHeight).toBe('1.6');
    expect([style.borderTopWidth, style.borderTopStyle, style.borderTopColor]).toEqual([
      '1px',
      'solid',
      'rgb(204, 204, 204)',
    ]);
  });

  it.each([
    ['margin-top', '64px', '65px'],
    ['padding-left', '4em', '4.1em'],
    ['width', '100%', '101%'],
    ['max-width', '64px', '65px'],
    ['height', '480px', '481px'],
    ['font-size', '48px', '49px'],
    ['line-height', '3', '3.5'],
    ['border-top-width', '8px', '9px'],
    ['margin-left', 'auto', '-1px'],
    ['width', '50%', '50vw'],
  ])('%s: keeps %s, drops %s', (property, kept, dropped) => {
    const [keep, drop] = [kept, dropped].map(
      (value) => (parse(`<div style="${property}:${value}">x</div>`).firstElementChild as HTMLElement).style,
    );
    expect(keep!.getPropertyValue(property)).toBe(kept);
    expect(drop!.getPropertyValue(property)).toBe('');
  });

  it('bounds width and height attributes like the properties', () => {
    const box = parse(
      '<img src="/a.png" width="48" height="400" alt="a"><img src="/b.png" width="600" height="5000" alt="b"><table width="100%"></table>',
    );
    const [a, b] = Array.from(box.querySelectorAll('img'));
    expect([a!.getAttribute('width'), a!.getAttribute('height')]).toEqual(['48', '400']);
    expect([b!.hasAttribute('width'), b!.hasAttribute('height')]).toEqual([false, false]);
    expect(box.querySelector('table')!.getAttribute('width')).toBe('100%');
  });

  it("renders in a .safe-html box (the sheet that clips it), beside the screen's own class", () => {
    const { container } = render(<SafeHtml className="content" html="<p>内容</p>" />);
    expect(container.firstElementChild!.className).toBe('safe-html content');
  });
});
