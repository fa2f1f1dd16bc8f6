/**
 * What tells a member what happened: a kind for each inbox message (the family's Messages `type`),
 * the operator's reason on a refused order, and the member's feedback with the operator's reply.
 */
export const memberInbox = `
-- 1 notice from the operator, 2 deposit, 3 withdrawal, 4 agent application, 5 red packet, 6 rebate
ALTER TABLE messages ADD COLUMN type INTEGER NOT NULL DEFAULT 1;
ALTER TABLE deposits ADD COLUMN reason TEXT;
ALTER TABLE withdrawals ADD COLUMN reason TEXT;

CREATE TABLE suggestions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type INTEGER NOT NULL,
  content TEXT NOT NULL,
  img TEXT,
  reply TEXT,
  replied_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX suggestions_user ON suggestions(user_id, created_at);
`;
