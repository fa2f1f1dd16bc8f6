/**
 * Inbox commands: mail to members, and members' feedback with its replies.
 */
import { FEEDBACK_TYPES } from '../../../contract/feedback-rules';
import { eventMail, MAIL_TYPE, paragraph, sendEventMail, sendMail } from '../repositories/mail';
import { findSuggestion, listSuggestions, replySuggestion } from '../repositories/suggestions';
import { findUserByName } from '../repositories/users';
import { CommandError, limitOf, need, UsageError } from './arguments';
import type { OperatorCommand } from './command';
import { pad } from './terminal';

export const inboxCommands: Record<string, OperatorCommand> = {
  mail: ({ db, io, positional }) => {
    const [to, title, text] = need(positional, 3, 'mail <username|all> <title> <text>');
    if (!title!.trim() || !text!.trim()) throw new UsageError('title and text must not be empty');
    if (title!.length > 100 || text!.length > 5000)
      throw new UsageError('title at most 100 characters, text at most 5000');
    let userId: number | null = null;
    if (to !== 'all') {
      const user = findUserByName(db, to!);
      if (!user) throw new CommandError(`no member named ${to}`);
      userId = user.id;
    }
    const id = sendMail(db, userId, MAIL_TYPE.notice, title!.trim(), paragraph(text!.trim()));
    io.out(`sent mail ${id} to ${to === 'all' ? 'every member' : to}`);
  },
  feedback: ({ db, io, flags }) => {
    const rows = listSuggestions(db, limitOf(flags));
    if (rows.length === 0) io.out('no feedback');
    for (const row of rows) {
      io.out(
        [
          pad(String(row.id), 6),
          pad(row.username, 16),
          pad(FEEDBACK_TYPES[row.type] ?? String(row.type), 8),
          pad(row.reply === null ? '待回复' : '已回复', 6),
          pad(row.created_at, 20),
          row.content.replace(/\s+/g, ' ').slice(0, 80),
          row.img ?? '',
        ].join(' '),
      );
      if (row.reply !== null) io.out(`       reply: ${row.reply}`);
    }
  },
  reply: ({ db, io, positional }) => {
    const [idText, text] = need(positional, 2, 'reply <feedback id> <text>');
    const id = Number(idText);
    if (!Number.isInteger(id) || id < 1) throw new UsageError('feedback id must be a positive whole number');
    if (!text!.trim() || text!.length > 2000) throw new UsageError('reply must be 1–2000 characters');
    const row = findSuggestion(db, id);
    if (!row) throw new CommandError(`feedback ${id} not found`);
    db.transaction(() => {
      replySuggestion(db, id, text!.trim());
      sendEventMail(db, row.user_id, eventMail.feedbackReplied());
    }).immediate();
    io.out(`replied to feedback ${id}`);
  },
};
