/**
 * Money and records: venue wallets, the ledger, bindings, deposits, withdrawals, transfers, bets,
 * rebates and red packets. Every amount is integer cents; every timestamp is Beijing local time
 * (`YYYY-MM-DD HH:MM:SS`, like 001-core) so date filters compare plain strings.
 *
 * Invariant kept by the repositories: for every member and wallet ('userbalance' or a venue
 * platname), SUM(ledger.delta_cents) equals the wallet's balance_cents.
 */
export const money = `
CREATE TABLE venues (
  platname TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  -- rebate accrued on a settled bet, in basis points of the stake (80 = 0.8 %)
  rebate_bp INTEGER NOT NULL DEFAULT 50 CHECK (rebate_bp >= 0 AND rebate_bp <= 1000)
);

CREATE TABLE venue_wallets (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platname TEXT NOT NULL REFERENCES venues(platname),
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  PRIMARY KEY (user_id, platname)
) WITHOUT ROWID;

CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  wallet TEXT NOT NULL,
  delta_cents INTEGER NOT NULL,
  reason TEXT NOT NULL,
  ref TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);
CREATE INDEX ledger_user_wallet ON ledger(user_id, wallet);

CREATE TABLE banks (
  id INTEGER PRIMARY KEY,
  bank_name TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE bindings (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  bank TEXT NOT NULL,
  bank_address TEXT,
  bank_no TEXT NOT NULL,
  bank_owner TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours')),
  UNIQUE (user_id, type, bank_no)
);

CREATE TABLE pay_ways (
  way TEXT PRIMARY KEY CHECK (way IN ('card', 'usdt', 'wechat', 'alipay')),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1))
);

CREATE TABLE pay_ranges (
  type TEXT PRIMARY KEY CHECK (type IN ('bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20')),
  min_cents INTEGER NOT NULL CHECK (min_cents > 0),
  max_cents INTEGER NOT NULL,
  CHECK (max_cents >= min_cents)
);

-- Where members send deposits: bank accounts, and USDT addresses with their protocol.
CREATE TABLE receiving_accounts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'usdt')),
  bank_name TEXT NOT NULL,
  bank_no TEXT NOT NULL,
  bank_owner TEXT NOT NULL,
  bank_address TEXT,
  protocol TEXT CHECK (protocol IS NULL OR protocol IN ('TRC20', 'ERC20')),
  enabled INTEGER NOT NULL DEFAULT 1
);

-- state: 1 pending, 2 approved, 3 rejected
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  deposit_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  paytype TEXT NOT NULL CHECK (paytype IN ('bank', 'usdt', 'wxpay', 'alipay')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  bank TEXT,
  bank_address TEXT,
  bank_no TEXT,
  bank_owner TEXT,
  catepay TEXT,
  state INTEGER NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours')),
  reviewed_at TEXT
);
CREATE INDEX deposits_user ON deposits(user_id, created_at);
CREATE INDEX deposits_state ON deposits(state, created_at);

-- type: 1 bank card, 2 USDT. state: 1 pending, 2 approved, 3 rejected (refunded)
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  withdraw_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  binding_id INTEGER,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  bank TEXT NOT NULL,
  bank_no TEXT NOT NULL,
  bank_owner TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  state INTEGER NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours')),
  reviewed_at TEXT
);
CREATE INDEX withdrawals_user ON withdrawals(user_id, created_at);
CREATE INDEX withdrawals_state ON withdrawals(state, created_at);

-- type: 3 转入 (main wallet → venue), 4 转出 (venue → main wallet). state: 0 failed, 1 success, 2 pending
CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  transfer_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type IN (3, 4)),
  platname TEXT NOT NULL REFERENCES venues(platname),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  state INTEGER NOT NULL DEFAULT 1 CHECK (state IN (0, 1, 2, 3)),
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);
CREATE INDEX transfers_user ON transfers(user_id, type, created_at);

-- status: 0 void, 1 settled, 2 unsettled. win_loss_cents is the member's net result.
CREATE TABLE bets (
  id INTEGER PRIMARY KEY,
  bet_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platname TEXT NOT NULL REFERENCES venues(platname),
  game_code TEXT,
  bet_amount_cents INTEGER NOT NULL CHECK (bet_amount_cents > 0),
  win_loss_cents INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);
CREATE INDEX bets_user ON bets(user_id, created_at);

-- state: 0 unclaimed, 1 claimed (updated_at = claim time)
CREATE TABLE rebates (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platname TEXT NOT NULL REFERENCES venues(platname),
  gamename TEXT NOT NULL,
  bet_id TEXT,
  money_cents INTEGER NOT NULL CHECK (money_cents >= 0),
  state INTEGER NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours')),
  updated_at TEXT
);
CREATE INDEX rebates_user ON rebates(user_id, state, created_at);

-- Tiers of the red-packet activity: a cumulative approved deposit of recharge_cents within
-- [start_time, end_time] earns \`times\` draws, each paying min_cents..max_cents;
-- flow_money_cents is the turnover shown as the wagering needed before withdrawing the packet.
CREATE TABLE redpacket_rules (
  id INTEGER PRIMARY KEY,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  recharge_cents INTEGER NOT NULL CHECK (recharge_cents > 0),
  times INTEGER NOT NULL CHECK (times > 0),
  flow_money_cents INTEGER NOT NULL DEFAULT 0,
  min_cents INTEGER NOT NULL CHECK (min_cents > 0),
  max_cents INTEGER NOT NULL,
  CHECK (max_cents >= min_cents),
  CHECK (end_time > start_time)
);

CREATE TABLE redpacket_draws (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rule_id INTEGER REFERENCES redpacket_rules(id),
  deposit_cents INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours')),
  usetime TEXT
);
CREATE INDEX redpacket_draws_user ON redpacket_draws(user_id, created_at);

-- Daily red-packet window (Beijing time): 'always' or 'HH:MM-HH:MM'. Demo default: always open.
INSERT OR IGNORE INTO settings (key, value) VALUES ('redpacket_window', 'always');
`;
