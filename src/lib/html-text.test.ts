import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text';

describe('htmlText: the reading text of server HTML', () => {
  it('keeps the words, with blocks and line breaks as single spaces', () => {
    expect(htmlText('<p>您的存款<b>已到账</b></p><p>金额：100.00</p>')).toBe('您的存款已到账 金额：100.00');
    expect(htmlText('第一行<br>第二行<ul><li>甲</li><li>乙</li></ul>')).toBe('第一行 第二行 甲 乙');
    expect(htmlText('  纯文本\n\n  通知  ')).toBe('纯文本 通知');
    expect(htmlText('')).toBe('');
    expect(htmlText(null)).toBe('');
  });

  it('runs nothing and loads nothing: handlers, scripts and styles give no text and no effect', () => {
    const win = window as unknown as { hacked?: number };
    delete win.hacked;
    const text = htmlText(
      '<p>内容<img src=x onerror="window.hacked=1"><script>window.hacked=2</script><style>p{}</style></p>',
    );
    expect(text).toBe('内容');
    expect(win.hacked).toBeUndefined();
  });

  it('gives entities as the characters they stand for, and markup written as text stays text', () => {
    expect(htmlText('&lt;b&gt;不是粗体&lt;/b&gt; &amp; 更多')).toBe('<b>不是粗体</b> & 更多');
  });
});
