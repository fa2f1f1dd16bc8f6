/**
 * Sessions keep only a sha256 of the token and when it was last used (idle expiry).
 * Plain tokens cannot be hashed in SQL, so the sessions open before this migration end.
 */
export const tokenHash = `
DROP TABLE tokens;
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours')),
  last_used_at INTEGER NOT NULL
);
CREATE INDEX tokens_user ON tokens(user_id);
`;
