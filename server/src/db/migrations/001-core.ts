/** Members, sessions, site settings and site content. Money is stored in integer cents. */
export const core = `
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  pay_password_hash TEXT,
  realname TEXT NOT NULL DEFAULT '',
  avatar TEXT,
  birthday TEXT,
  email TEXT,
  mobile TEXT,
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  paysum_cents INTEGER NOT NULL DEFAULT 0,
  vip INTEGER NOT NULL DEFAULT 0,
  isagent INTEGER NOT NULL DEFAULT 0,
  transferstatus INTEGER NOT NULL DEFAULT 0,
  pid TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);

CREATE TABLE tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);
CREATE INDEX tokens_user ON tokens(user_id);
`;
