import { describe, expect, it } from 'vitest';
import { frameUrl } from './model';

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
