/**
 * Identity commands: what an operator does for a member who cannot prove themselves (a forgotten
 * payment password). Every change mails the member (docs/security.md).
 */
import { securityMails, sendEventMail } from '../repositories/mail';
import { beijingNow } from '../repositories/periods';
import { findUserByName, setPayPasswordHash } from '../repositories/users';
import { CommandError, need } from './arguments';
import type { OperatorCommand } from './command';

export const identityCommands: Record<string, OperatorCommand> = {
  'reset-paypassword': ({ db, io, positional }) => {
    const [name] = need(positional, 1, 'reset-paypassword <username>');
    const user = findUserByName(db, name!);
    if (!user) throw new CommandError(`no member named ${name}`);
    db.transaction(() => {
      setPayPasswordHash(db, user.id, null);
      sendEventMail(db, user.id, securityMails.payPasswordReset(beijingNow()));
    }).immediate();
    io.out(
      `reset the payment password of ${user.username}: they set a new one with their login password (修改支付密码); mailed`,
    );
  },
};
