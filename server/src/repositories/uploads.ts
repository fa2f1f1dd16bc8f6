import type { Db } from '../db/database';
import { prepared } from './statements';

/** Every uploaded file a record refers to (`/uploads/<name>`): avatars and feedback screenshots. */
export function attachedUploads(db: Db): Set<string> {
  const rows = prepared<{ path: string }>(
    db,
    `SELECT avatar AS path FROM users WHERE avatar LIKE '/uploads/%'
     UNION SELECT img AS path FROM suggestions WHERE img LIKE '/uploads/%'`,
  ).all();
  return new Set(rows.map((row) => row.path));
}
