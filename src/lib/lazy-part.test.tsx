import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flushRenders } from '@/testing/wait';
import { lazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('draws the part once its code arrives', async () => {
    const Part = lazyPart(async () => ({ label }: { label: string }) => <span>{label}</span>);
    render(<Part label="余额" />);
    expect(await screen.findByText('余额')).toBeInTheDocument();
  });

  it('draws nothing, and no error, when its code cannot arrive', async () => {
    let failed = false;
    const Part = lazyPart<{ label: string }>(() => {
      failed = true;
      return Promise.reject(new Error('offline'));
    });
    render(
      <div data-testid="box">
        <Part label="余额" />
      </div>,
    );
    await expect.poll(() => failed).toBe(true);
    await flushRenders();
    expect(screen.getByTestId('box')).toBeEmptyDOMElement();
  });

  it('asks for its code again when drawn anew after a failed load', async () => {
    let attempts = 0;
    const Part = lazyPart<{ label: string }>(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(({ label }: { label: string }) => <span>{label}</span>);
    });
    const first = render(<Part label="余额" />);
    await expect.poll(() => attempts).toBe(1);
    await flushRenders();
    expect(screen.queryByText('余额')).toBeNull();
    first.unmount();

    render(<Part label="余额" />);
    expect(await screen.findByText('余额')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
