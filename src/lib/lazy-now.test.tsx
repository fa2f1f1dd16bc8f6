import { render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { until } from '@/testing/wait';
import { lazyNow, useDrawnOnArrival } from './lazy-now';

describe('lazyNow and useDrawnOnArrival', () => {
  it('a part asked for on a later render is drawn as its code arrives, not when React next reveals content', async () => {
    // React reveals what replaces a fallback at most every 300 ms after the last fallback drawn, by
    // its clock (performance.now). Set 1,000 s back after the fallback, React's own reveal would
    // wait that long: only the redraw of useDrawnOnArrival can show the part in time.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const Part = lazyNow(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    function Tab() {
      const [open, setOpen] = useState(false);
      useDrawnOnArrival(Part);
      return open ? (
        <Suspense fallback={<p role="status">加载中…</p>}>
          <Part />
        </Suspense>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          列表
        </button>
      );
    }
    render(<Tab />);
    screen.getByRole('button', { name: '列表' }).click();
    await until(() => screen.queryByRole('status') !== null);
    clock = -1_000_000;
    arrive({ default: () => <p>记录</p> });
    await until(() => screen.queryByText('记录') !== null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
