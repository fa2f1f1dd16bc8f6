import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A fresh copy of the component's module for each test: it keeps the kit once loaded, and test
 * files share modules (another file's screen may have loaded the kit already).
 */
async function freshModules() {
  vi.resetModules();
  const [{ loadPullKit, PullRefresh }, { renderWithProviders }] = await Promise.all([
    import('./pull-refresh'),
    import('@/testing/render'),
  ]);
  return { loadPullKit, PullRefresh, renderWithProviders };
}

const seen = { mounts: 0, unmounts: 0, inDocumentAtLayout: [] as boolean[] };

/** A stand-in for a list: counts its mounts, keeps state, and measures in a layout effect. */
function Probe() {
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    seen.mounts += 1;
    return () => {
      seen.unmounts += 1;
    };
  }, []);
  useLayoutEffect(() => {
    seen.inDocumentAtLayout.push(document.body.contains(document.getElementById('probe')));
  }, []);
  return (
    <div id="probe">
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        tapped {taps}
      </button>
      <input aria-label="note" />
    </div>
  );
}

describe('PullRefresh', () => {
  beforeEach(() => {
    Object.assign(seen, { mounts: 0, unmounts: 0, inDocumentAtLayout: [] });
  });

  it("keeps its children mounted, with their state and focus, when the kit's PullToRefresh arrives", async () => {
    const { loadPullKit, PullRefresh, renderWithProviders } = await freshModules();
    const { container } = renderWithProviders(
      <PullRefresh keys={[['pull-test']]}>
        <Probe />
      </PullRefresh>,
    );
    // Drawn at once, before the kit: the children in the plain wrapper, measured in the document.
    expect(container.querySelector('.adm-pull-to-refresh-head')).toBeNull();
    expect(seen).toMatchObject({ mounts: 1, unmounts: 0, inDocumentAtLayout: [true] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'tapped 0' }));
    await user.type(screen.getByRole('textbox', { name: 'note' }), '写了一半');
    const row = document.getElementById('probe');

    await act(async () => {
      await loadPullKit();
    });
    await waitFor(() => expect(container.querySelector('.adm-pull-to-refresh-head')).not.toBeNull());

    // The same children, moved into the kit's content: not mounted again.
    expect(seen).toMatchObject({ mounts: 1, unmounts: 0, inDocumentAtLayout: [true] });
    expect(document.getElementById('probe')).toBe(row);
    expect(container.querySelector('.adm-pull-to-refresh-content')?.contains(row)).toBe(true);
    expect(screen.getByRole('button', { name: 'tapped 1' })).toBeInTheDocument();
    const note = screen.getByRole('textbox', { name: 'note' });
    expect(note).toHaveValue('写了一半');
    expect(note).toHaveFocus();
  });

  it('draws in the kit at once on a screen opened after it has loaded, and leaves nothing behind', async () => {
    const { loadPullKit, PullRefresh, renderWithProviders } = await freshModules();
    await loadPullKit();
    const { container, unmount } = renderWithProviders(
      <PullRefresh keys={[['pull-test-2']]}>
        <p>rows</p>
      </PullRefresh>,
    );
    expect(container.querySelector('.adm-pull-to-refresh-content')).toHaveTextContent('rows');
    unmount();
    expect(document.body).not.toHaveTextContent('rows');
  });
});
