import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('draws the part once its code arrives', async () => {
    const Part = lazyPart(async () => ({ label }: { label: string }) => <span>{label}</span>);
    render(
      <Suspense fallback={null}>
        <Part label="余额" />
      </Suspense>,
    );
    expect(await screen.findByText('余额')).toBeInTheDocument();
  });

  it('draws nothing, and no error, when its code cannot arrive', async () => {
    const Part = lazyPart<{ label: string }>(() => Promise.reject(new Error('offline')));
    const { container } = render(
      <div data-testid="box">
        <Suspense fallback={<i>…</i>}>
          <Part label="余额" />
        </Suspense>
      </div>,
    );
    await screen.findByTestId('box');
    await expect.poll(() => container.querySelector('i')).toBeNull();
    expect(screen.getByTestId('box')).toBeEmptyDOMElement();
  });
});
