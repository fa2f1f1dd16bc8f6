import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './carousel';

/**
 * A touch as a browser sends it: with its finger. A kit scroll lock still listening on the shared
 * document (an overlay another file opened) reads `touches[0]` of every touch on the page.
 */
const aFinger = { touches: [{ clientX: 10, clientY: 10 }] };

const slides = (n: number, onOpen?: () => void): CarouselSlide[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `s${i}`,
    src: `https://img.example/${i}.png`,
    alt: `横幅 ${i + 1}`,
    onOpen,
  }));

/** Fake timers, the spy every scroll goes to, and a carousel of `n` slides turning every 8 s. */
function autoplaying(n: number) {
  vi.useFakeTimers();
  const scrollTo = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
  render(<Carousel slides={slides(n)} label="x" width={750} height={300} intervalMs={8000} />);
  return scrollTo;
}

describe('Carousel', () => {
  afterEach(() => vi.useRealTimers());

  it('is a labelled carousel of sized slides with one indicator per slide', () => {
    render(
      <Carousel slides={slides(3)} label="活动横幅" width={750} height={300} intervalMs={8000} priority />,
    );
    const region = screen.getByRole('region', { name: '活动横幅' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    const images = screen.getAllByRole('img');
    // Sized before load (no layout shift); only the first image is eager and high priority, the
    // others low: the hero first.
    expect(images[0]).toHaveAttribute('width', '750');
    expect(images[0]).toHaveAttribute('height', '300');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('fetchpriority', 'low');
    expect(screen.getAllByRole('button', { name: /^第 \d 张$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: '第 1 张' })).toHaveAttribute('aria-current', 'true');
  });

  // A mouse over it does not pause it: only a finger does.
  it.each([
    ['alone', () => undefined],
    ['with a mouse hovering over it', () => fireEvent.pointerEnter(screen.getByRole('region'))],
  ])('advances every interval and loops from the last slide to the first, %s', (_, meanwhile) => {
    const scrollTo = autoplaying(2);
    meanwhile();
    act(() => vi.advanceTimersByTime(8000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(7999));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('pauses while touched', () => {
    const scrollTo = autoplaying(2);
    fireEvent.touchStart(screen.getByRole('region'), aFinger);
    act(() => vi.advanceTimersByTime(16000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes on after the finger is lifted, with a full period, though the tapped dot keeps focus', () => {
    const scrollTo = autoplaying(3);
    const dot = screen.getByRole('button', { name: '第 2 张' });
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.touchStart(dot, aFinger);
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.touchEnd(dot, { touches: [], changedTouches: aFinger.touches });
    fireEvent.mouseDown(dot);
    act(() => dot.focus());
    fireEvent.click(dot);
    expect(scrollTo).toHaveBeenCalledTimes(1); // the tap itself
    act(() => vi.advanceTimersByTime(7999));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(16000));
    expect(scrollTo).toHaveBeenCalledTimes(4);
  });

  it('makes a slide a button only when it can be opened, and has no indicators for one slide', () => {
    const onOpen = vi.fn();
    render(<Carousel slides={slides(1, onOpen)} label="x" width={750} height={300} intervalMs={8000} />);
    fireEvent.click(screen.getByRole('button', { name: '横幅 1' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^第/ })).toBeNull();
  });

  it('tells when the first image has loaded or failed, not the others', () => {
    const settled = vi.fn();
    render(
      <Carousel
        slides={slides(2)}
        label="x"
        width={750}
        height={300}
        intervalMs={0}
        onFirstImageSettled={settled}
      />,
    );
    const [first, second] = screen.getAllByRole('img') as HTMLImageElement[];
    fireEvent.load(second!);
    expect(settled).not.toHaveBeenCalled();
    fireEvent.load(first!);
    expect(settled).toHaveBeenCalledTimes(1);
    fireEvent.error(first!);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('a banner that cannot load shows the quiet fallback, never a broken image', () => {
    render(<Carousel slides={slides(2)} label="x" width={750} height={300} intervalMs={0} />);
    const first = screen.getByRole('img', { name: '横幅 1' });
    fireEvent.error(first);
    const fallback = screen.getByRole('img', { name: '横幅 1' });
    expect(fallback.tagName).toBe('SPAN');
  });
});
