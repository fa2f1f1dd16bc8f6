/**
 * The agent centre. An agent's team is every member whose `pid` (the referral code given at
 * registration) is the agent's `invite_code`, and the teams of the agents among them, to any depth.
 *
 * - `invite_code`: given when a member is approved as an agent (unique, letters and digits).
 * - `fanshui_bp`: a member's rebate ceiling in basis points of the stake (NULL = the venues' own rates).
 * - `commission_bp`: an agent's commission rate on the team's valid bets (NULL = the default).
 * - `agent_commissions`: each settlement paid into an agent's wallet; it covers the team's bets up
 *   to `through_bet_id`, so the next one starts after it.
 * - `agent_recharges`: money an agent moved from their wallet to a team member (代充).
 */
export const agentCentre = `
ALTER TABLE users ADD COLUMN invite_code TEXT COLLATE NOCASE;
CREATE UNIQUE INDEX users_invite_code ON users(invite_code) WHERE invite_code IS NOT NULL;
CREATE INDEX users_pid ON users(pid COLLATE NOCASE);
ALTER TABLE users ADD COLUMN fanshui_bp INTEGER CHECK (fanshui_bp IS NULL OR fanshui_bp >= 0);
ALTER TABLE users ADD COLUMN commission_bp INTEGER CHECK (commission_bp IS NULL OR commission_bp >= 0);

CREATE TABLE agent_commissions (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  valid_bet_cents INTEGER NOT NULL,
  rate_bp INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  through_bet_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);
CREATE INDEX agent_commissions_agent ON agent_commissions(agent_id, created_at);

CREATE TABLE agent_recharges (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
);
CREATE INDEX agent_recharges_user ON agent_recharges(user_id, created_at);
CREATE INDEX agent_recharges_agent ON agent_recharges(agent_id, created_at);

-- Agents approved before this migration get their code now.
UPDATE users SET invite_code = 'A' || upper(substr(hex(randomblob(4)), 1, 7)) WHERE isagent = 1 AND invite_code IS NULL;
`;
