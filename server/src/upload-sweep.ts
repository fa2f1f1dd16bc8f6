import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/database';
import { attachedUploads } from './repositories/uploads';

/** An upload no record refers to after this long is removed (a screenshot never sent, a flood). */
export const UNATTACHED_UPLOAD_MS = 60 * 60_000;
/** How often the server sweeps. */
export const UPLOAD_SWEEP_EVERY_MS = 10 * 60_000;

/** A name the upload route gives (`<32 hex>.<ext>`): nothing else in the folder is touched. */
const UPLOADED_NAME = /^[0-9a-f]{32}\.(png|gif|jpg|webp)$/;

/**
 * Removes every uploaded file older than `maxAgeMs` that no avatar and no feedback refers to;
 * returns the names removed. `now` is injectable (tests move the clock, they do not wait).
 */
export function sweepUnattachedUploads(
  db: Db,
  uploadDir: string,
  { now = Date.now(), maxAgeMs = UNATTACHED_UPLOAD_MS }: { now?: number; maxAgeMs?: number } = {},
): string[] {
  let names: string[];
  try {
    names = readdirSync(uploadDir);
  } catch {
    return [];
  }
  const attached = attachedUploads(db);
  const removed: string[] = [];
  for (const name of names) {
    if (!UPLOADED_NAME.test(name) || attached.has(`/uploads/${name}`)) continue;
    const file = join(uploadDir, name);
    let modified: number;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      continue;
    }
    if (now - modified < maxAgeMs) continue;
    rmSync(file, { force: true });
    removed.push(name);
  }
  return removed;
}
