import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
