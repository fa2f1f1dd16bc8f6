import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerImage } from './server-image';

const fallback = <span>替代图</span>;

describe('ServerImage: one fallback policy for every image the server names', () => {
  it.each([
    ['no address', null],
    ['an empty address', ''],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:image/png;base64,AAAA'],
  ])('%s draws the fallback, no image', (_, src) => {
    const { container } = render(<ServerImage src={src} alt="" fallback={fallback} />);
    expect(screen.getByText('替代图')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('an image that fails is replaced by the fallback and says it settled', () => {
    const settled = vi.fn();
    const { container, rerender } = render(
      <ServerImage
        src="https://img.example/a.png"
        alt=""
        width={10}
        height={10}
        fallback={fallback}
        onSettled={settled}
      />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '10');
    fireEvent.error(img);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('替代图')).toBeInTheDocument();

    // A new address is tried again.
    rerender(<ServerImage src="https://img.example/b.png" alt="" fallback={fallback} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.example/b.png');
  });

  it('a loaded image says it settled and stays', () => {
    const settled = vi.fn();
    const { container } = render(
      <ServerImage src="/art/a.png" alt="标志" fallback={fallback} onSettled={settled} />,
    );
    fireEvent.load(screen.getByRole('img', { name: '标志' }));
    expect(settled).toHaveBeenCalledTimes(1);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^http.*\/art\/a\.png$/);
  });

  // What React misses: an image that settled before a concurrent render committed it gets no load
  // or error event. Committed already complete, it is judged by decode().
  describe('an image already settled when it is committed', () => {
    function settleBeforeCommit(decoded: boolean) {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      HTMLImageElement.prototype.decode = () =>
        decoded ? Promise.resolve() : Promise.reject(new DOMException('broken', 'EncodingError'));
    }
    afterEach(() => {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    });

    it('broken: the fallback takes its place and it says it settled', async () => {
      settleBeforeCommit(false);
      const settled = vi.fn();
      const { container } = render(
        <ServerImage src="https://img.example/dead.png" alt="" fallback={fallback} onSettled={settled} />,
      );
      expect(await screen.findByText('替代图')).toBeInTheDocument();
      expect(container.querySelector('img')).toBeNull();
      expect(settled).toHaveBeenCalled();
    });

    it('drawn: it stays and says it settled', async () => {
      settleBeforeCommit(true);
      const settled = vi.fn();
      render(
        <ServerImage src="https://img.example/a.png" alt="标志" fallback={fallback} onSettled={settled} />,
      );
      await waitFor(() => expect(settled).toHaveBeenCalled());
      expect(screen.getByRole('img', { name: '标志' })).toBeInTheDocument();
      expect(screen.queryByText('替代图')).toBeNull();
    });
  });
});
