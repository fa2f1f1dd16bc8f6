/**
 * Turnover an operator records as done for a member (a back-office adjustment, e.g. a deposit made
 * in error and refunded): it counts against the turnover owed before a withdrawal like settled bets.
 */
export const turnoverWaivers = `
CREATE TABLE turnover_waivers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at TEXT NOT NULL
);
CREATE INDEX turnover_waivers_user ON turnover_waivers(user_id);
`;
