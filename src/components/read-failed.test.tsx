import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesUnder, isSource } from '@/testing/source-files';
import { ReadFailed } from './read-failed';

describe('ReadFailed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names what failed and asks for the read again, joining it while it runs', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    render(<ReadFailed read={{ refetch }} what="银行列表" />);
    expect(screen.getByRole('alert')).toHaveTextContent('银行列表加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledWith({ cancelRefetch: false });
  });

  it('says 网络异常 offline (the read refetches by itself on reconnect)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ReadFailed read={{ refetch: () => Promise.resolve() }} what="银行列表" />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常');
  });

  it('is the only place outside the messages module that writes 加载失败 or 重试', () => {
    // Text a screen renders, not comments: a JSX text or a string literal holding the words.
    const literal = /(>\s*(加载失败|重试)\s*<)|(['"`][^'"`]*(加载失败|重试)[^'"`]*['"`])/;
    const found = filesUnder('src', (name) => isSource(name, /\.tsx$/)).filter((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .some(
          (line) =>
            !/^\s*(\*|\/\/|\/\*)/.test(line) && (literal.test(line) || /^\s*(加载失败|重试)\s*$/.test(line)),
        ),
    );
    expect(found).toEqual([]);
  });
});
