import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { readCache, writeCache } from '@/lib/storage';

/**
 * Which mails this account has opened on this device. The family's mail answers carry no read
 * flag, so "unread" is kept here, per account (one member's marks never clear another's dot), in
 * localStorage so it outlives the tab. Logout clears all storage (docs/product.md#states-and-transitions), marks included.
 */
const KEY_PREFIX = 'mailRead:';
/** Newest marks kept: far more than the first page the dot looks at. */
const MAX_MARKS = 500;
const marksSchema = z.array(z.number());

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; ids: ReadonlySet<number> }>();

const keyOf = (account: string) => KEY_PREFIX + account;

function read(account: string): ReadonlySet<number> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(keyOf(account));
  } catch {
    // storage unavailable: nothing was kept
  }
  const cached = snapshots.get(account);
  if (cached && cached.raw === raw) return cached.ids;
  const ids = new Set(readCache(keyOf(account), marksSchema) ?? []);
  snapshots.set(account, { raw, ids });
  return ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this browser opening a mail clears the dot here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Notes that this account opened mail `id` on this device. */
export function markMailRead(account: string, id: number): void {
  const ids = read(account);
  if (ids.has(id)) return;
  writeCache(keyOf(account), [...ids, id].slice(-MAX_MARKS));
  for (const listener of listeners) listener();
}

/** The ids of the mails this account has opened here; re-renders when one is opened. */
export function useMailReadMarks(account: string): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => read(account),
    () => read(account),
  );
}
