import { beijingMs } from '../../../contract/beijing-time';
import type { Db } from '../db/database';
import { MAIL_TYPE, paragraph } from '../repositories/mail';
import { beijingMidnight, beijingOffset } from '../repositories/periods';
import { cents, generator } from './seed-helpers';

export interface LongHistory {
  bets: number;
  transfers: number;
  messages: number;
}

/**
 * A member who bets all day: `bets` bets, `transfers` venue transfers and `messages` mails of
 * their own (站内信, /api/mail: HTML as sendMail writes it), all of today (Beijing), newest first by
 * a second or less apart, so the records screens' default filters (今天 / 今日) show every one. For
 * measuring and testing long lists.
 */
export function seedLongHistory(db: Db, username: string, counts: LongHistory, now = Date.now()): void {
  const user = db.prepare('SELECT id FROM users WHERE username = ?').get(username) as
    { id: number } | undefined;
  if (!user) throw new Error(`no member ${username}`);
  const venues = (
    db.prepare('SELECT platname FROM venues ORDER BY platname').all() as { platname: string }[]
  ).map((v) => v.platname);
  if (venues.length === 0) throw new Error('no venues: seed the database first');
  const random = generator(10_000);
  const midnight = beijingMs(beijingMidnight(0, now))!;
  /** The `i`-th of `n` moments between midnight and a minute ago, newest first. */
  const at = (i: number, n: number) => {
    const span = Math.max(0, now - 60_000 - midnight);
    return beijingOffset(-60_000 - Math.floor((span * i) / Math.max(1, n)), now);
  };

  db.transaction(() => {
    const insertBet = db.prepare(
      `INSERT INTO bets (bet_id, user_id, platname, game_code, bet_amount_cents, win_loss_cents, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < counts.bets; i++) {
      const platname = random.pick(venues);
      const stake = cents(random.pick([10, 20, 50, 100, 200, 500, 88, 168]));
      const status = i % 13 === 5 ? 0 : i % 7 === 3 ? 2 : 1;
      const winLoss = status === 1 ? Math.round(stake * (random.next() * 1.9 - 1)) : 0;
      insertBet.run(
        `LB${String(i + 1).padStart(8, '0')}`,
        user.id,
        platname,
        `${platname.toUpperCase()}-${random.int(1001, 1099)}`,
        stake,
        winLoss,
        status,
        at(i, counts.bets),
      );
    }
    const insertTransfer = db.prepare(
      'INSERT INTO transfers (transfer_no, user_id, type, platname, amount_cents, state, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
    );
    for (let i = 0; i < counts.transfers; i++)
      insertTransfer.run(
        `LT${String(i + 1).padStart(8, '0')}`,
        user.id,
        i % 2 === 0 ? 3 : 4,
        random.pick(venues),
        cents(random.pick([50, 100, 200, 500, 888, 1000])),
        at(i, counts.transfers),
      );
    const insertMessage = db.prepare(
      'INSERT INTO messages (user_id, type, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < counts.messages; i++)
      insertMessage.run(
        user.id,
        MAIL_TYPE.notice,
        `投注结算通知 第${i + 1}条`,
        // Lengths differ, so rows differ in height as real messages do.
        paragraph(`您的注单已结算。${'祝您游戏愉快！'.repeat(1 + (i % 5))}`),
        at(i, counts.messages),
      );
  })();
}
