import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useRefreshReads } from '@/lib/query-client';
import { whenIdle } from '@/lib/when-idle';

interface KitProps {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}

let kit: ComponentType<KitProps> | undefined;
let loading: Promise<ComponentType<KitProps>> | undefined;

/**
 * The kit's PullToRefresh with its gesture and animation libraries (25–30 KB): not needed to draw
 * a screen, so it loads once the screen is drawn (when the browser is idle, or at the first touch).
 */
export function loadPullKit(): Promise<ComponentType<KitProps>> {
  return (loading ??= import('antd-mobile/es/components/pull-to-refresh').then(
    (module) => (kit = module.default),
    (error: unknown) => {
      loading = undefined; // offline: the next screen asks again
      throw error;
    },
  ));
}

/**
 * Pull down to read the screen again: the kit's PullToRefresh, asking again every active read
 * under `keys` (joining any already on its way, see refreshReads). The spinner stays until they
 * have all answered; a failed read shows its own error state as usual.
 *
 * Until the kit has loaded the children sit in a plain wrapper of the kit's classes. They are
 * rendered into one element of their own (a portal) that stays at one place in the React tree, and
 * only that element moves into the kit's wrapper when it arrives: the children are not mounted
 * again (a list keeps its rows, its measurements, its scroll and what is open in it).
 */
export function PullRefresh({ keys, children }: { keys: readonly QueryKey[]; children: ReactNode }) {
  const refresh = useRefreshReads(keys);
  const [Kit, setKit] = useState(() => kit);
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.style.display = 'contents'; // no box of its own: the layout is the children's
    return element;
  });

  useEffect(() => {
    if (Kit) return;
    let live = true;
    const load = () => {
      loadPullKit().then(
        (component) => {
          if (live) setKit(() => component);
        },
        () => undefined,
      );
    };
    const cancel = whenIdle(load);
    return () => {
      live = false;
      cancel();
    };
  }, [Kit]);

  // The wrapper before the portal: its layout effect puts the host in the document before the
  // children's own layout effects (which may measure) run.
  return (
    <>
      {Kit ? (
        <Kit
          onRefresh={async () => {
            await refresh();
          }}
        >
          <Slot host={host} />
        </Kit>
      ) : (
        // The kit's own elements, without its (empty) head: the same box the kit draws at rest.
        <div className="adm-pull-to-refresh" onTouchStart={() => void loadPullKit().catch(() => undefined)}>
          <div className="adm-pull-to-refresh-content">
            <Slot host={host} />
          </div>
        </div>
      )}
      {createPortal(children, host)}
    </>
  );
}

/**
 * Where the children's element sits in the document. A focused field inside it keeps its focus
 * across the move (an element taken out of the document loses it).
 */
function Slot({ host }: { host: HTMLElement }) {
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = place.current;
    if (!element) return;
    const focused = focusMoved.get(host);
    focusMoved.delete(host);
    element.appendChild(host);
    if (focused && host.contains(focused) && document.activeElement !== focused)
      focused.focus({ preventScroll: true });
    return () => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && host.contains(active)) focusMoved.set(host, active);
      if (host.parentNode === element) element.removeChild(host);
    };
  }, [host]);
  return <div ref={place} style={{ display: 'contents' }} />;
}

const focusMoved = new WeakMap<HTMLElement, HTMLElement>();
