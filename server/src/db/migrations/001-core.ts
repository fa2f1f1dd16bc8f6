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

-- Home page game tiles: one row per venue/game in a category. app_state 1 = shown.
CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  category_id TEXT NOT NULL,
  platform_name TEXT NOT NULL,
  name TEXT NOT NULL,
  game_code TEXT NOT NULL DEFAULT '',
  game_type TEXT NOT NULL DEFAULT '0',
  mobile_img TEXT,
  app_state INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_category ON games(category_id, sort);

-- Games inside one provider's lobby (/concise?type=obgdy).
CREATE TABLE lobby_games (
  id INTEGER PRIMARY KEY,
  platform_name TEXT NOT NULL,
  gamename TEXT NOT NULL,
  gamecode TEXT NOT NULL,
  gamepic TEXT,
  catecode TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (platform_name, gamecode)
);

-- Carousels: type 2 = home page, type 3 = sponsor landing page.
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  type INTEGER NOT NULL,
  src TEXT NOT NULL,
  url TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Scrolling home notices (plain text).
CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);

-- Inbox (站内信): user_id NULL means every member sees it.
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);
CREATE INDEX messages_user ON messages(user_id, created_at);

CREATE TABLE activity_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES activity_types(id),
  title TEXT NOT NULL,
  banner TEXT,
  content TEXT NOT NULL DEFAULT '',
  memo TEXT NOT NULL DEFAULT '',
  state INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);

-- Promotion sign-ups: once per member per promotion. state 1 待审核, 2 已通过, 3 已拒绝.
CREATE TABLE activity_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  state INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours')),
  UNIQUE (user_id, activity_id)
);

-- VIP levels 0..9. Amounts in cents; rebate rates are percent strings such as "0.80".
CREATE TABLE vip_levels (
  level INTEGER PRIMARY KEY,
  vipname TEXT NOT NULL,
  recharge_cents INTEGER NOT NULL,
  flow_cents INTEGER NOT NULL,
  realperson TEXT NOT NULL,
  sport TEXT NOT NULL,
  e_sport TEXT NOT NULL,
  joker TEXT NOT NULL,
  electron TEXT NOT NULL,
  lottery TEXT NOT NULL,
  fish TEXT NOT NULL
);

-- Help-centre articles by type (1 FAQ, 2 privacy, 3 disclaimer, 4 contact, 5 agency, 7 about, 8 responsible gaming).
CREATE TABLE articles (
  type INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  content TEXT NOT NULL
);

-- Agent applications. state 1 待审核, 2 已通过, 3 已拒绝.
CREATE TABLE agent_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mobile TEXT NOT NULL,
  apply_info TEXT NOT NULL,
  state INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);
CREATE INDEX agent_applications_user ON agent_applications(user_id, state);
`;
