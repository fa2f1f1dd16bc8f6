import { describe, expect, it, vi } from 'vitest';
import { qrPath } from './components/download-qr';
import { frameUrl, startHiddenDownload } from './model';

describe('frameUrl (only http(s) may be framed or opened)', () => {
  const base = 'http://app.test/index.html#/kefu';
  it.each([
    ['https://kefu.example.com/chat?id=1', 'https://kefu.example.com/chat?id=1'],
    ['http://kefu.example.com/', 'http://kefu.example.com/'],
    ['/demo/kefu.html', 'http://app.test/demo/kefu.html'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['ftp://files.example.com/app.apk', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (raw, expected) => expect(frameUrl(raw, base)).toBe(expected));
});

describe('startHiddenDownload (docs/product.md#constants-and-limits: hidden frame removed after 2 s)', () => {
  it('adds a hidden frame on the URL and removes it after the delay', () => {
    vi.useFakeTimers();
    startHiddenDownload('https://dl.example/app.apk', 2000);
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-download]');
    expect(frame?.src).toBe('https://dl.example/app.apk');
    expect(frame?.hidden).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(document.querySelector('iframe[data-download]')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('iframe[data-download]')).toBeNull();
  });

  it('can be removed early (leaving the page)', () => {
    vi.useFakeTimers();
    const remove = startHiddenDownload('https://dl.example/app.apk', 2000);
    remove();
    expect(document.querySelector('iframe[data-download]')).toBeNull();
    vi.advanceTimersByTime(2000);
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module', () => {
    expect(qrPath(2, (r, c) => r === c)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
