import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import { AVATAR_MAX_BYTES } from '../../../contract/account-calls';
import { passwordChangedMessage, readProfile } from '../../../contract/member-rules';
import { hashSecret, verifySecret } from '../crypto';
import { clientAddress } from '../http/attempt-limit';
import type { Db } from '../db/database';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { formatCents } from '../../../contract/money';
import { beijingNow, daysSince } from '../repositories/periods';
import { securityMails, sendEventMail } from '../repositories/mail';
import { getSettings } from '../repositories/settings';
import { memberFlowCents } from '../repositories/vip';
import { venueTotal } from '../repositories/wallets';
import {
  findUserById,
  setAvatar,
  setPasswordHash,
  setPayPasswordHash,
  updateProfile,
  type UserRow,
} from '../repositories/users';
import { checkPasswordChange, checkPayPasswordChange, checkProfile } from '../validation';

export const MEMBER_MESSAGES = {
  noFile: '请选择要上传的图片',
  badType: '仅支持上传 gif 或 png 格式的图片',
  tooBig: '图片大小不能超过 1MB',
  uploaded: '上传成功',
  profileSaved: '保存成功',
  wrongOldPassword: '旧密码错误',
  passwordChanged: passwordChangedMessage,
} as const;

export { AVATAR_MAX_BYTES };

/**
 * userInfo of docs/product.md#what-the-app-keeps-and-shows: money in yuan strings, rates and fees from the site settings; plus the
 * family's `gameblance` (sum of the venue wallets) and `joinday` (days since registration).
 * `vip` is 1-based (VIP1..VIP10).
 */
export function userInfo(db: Db, user: UserRow) {
  const s = getSettings(db);
  return {
    username: user.username,
    realname: user.realname,
    avatar: user.avatar ?? s.default_avatar ?? null,
    birthday: user.birthday,
    email: user.email,
    mobile: user.mobile,
    balance: formatCents(user.balance_cents),
    usdtrate: s.usdt_rate ?? '7.20',
    vip: user.vip,
    current_vip: `VIP${user.vip}`,
    paysum: formatCents(user.paysum_cents),
    // Turnover toward VIP levels (stake of settled bets), beside the deposit total.
    flowsum: formatCents(memberFlowCents(db, user.id)),
    isagent: user.isagent,
    transferstatus: user.transferstatus,
    withdrawcashfee: s.withdraw_fee_erc20 ?? '5.00',
    withdrawfeeusdttrc: s.withdraw_fee_trc20 ?? '1.00',
    withdrawusdtrate: s.withdraw_usdt_rate ?? '7.30',
    gameblance: formatCents(venueTotal(db, user.id)),
    joinday: daysSince(user.created_at),
  };
}

/** gif or png by magic bytes; null for anything else. */
export function imageKind(bytes: Uint8Array): 'png' | 'gif' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const head = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export function registerMemberRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;

  defineRoute(api, deps, calls.balance, ({ user }) => ({
    data: { balance: formatCents(user.balance_cents) },
  }));
  defineRoute(api, deps, calls.user, ({ user }) => ({ data: userInfo(db, user) }));
  defineRoute(api, deps, calls.refreshusermoney, ({ user }) => ({ data: userInfo(db, user) }));

  defineRoute(api, deps, calls.uploadimg, async ({ c, user, uploadDir }) => {
    let file: unknown;
    let purpose: unknown;
    try {
      const body = await c.req.parseBody();
      file = body['file'];
      purpose = body['type'];
    } catch {
      fail(MEMBER_MESSAGES.noFile);
    }
    if (!(file instanceof File) || file.size === 0) return fail(MEMBER_MESSAGES.noFile);
    if (file.size > AVATAR_MAX_BYTES) fail(MEMBER_MESSAGES.tooBig);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = imageKind(bytes);
    if (!kind) return fail(MEMBER_MESSAGES.badType);

    // Files and bytes a member stores are limited per hour; counted once the file is written.
    const files = deps.quotas.reserve('uploads', user.id);
    let size;
    try {
      size = deps.quotas.reserve('uploadBytes', user.id, bytes.length);
    } catch (error) {
      files.release();
      throw error;
    }
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    try {
      mkdirSync(uploadDir, { recursive: true });
      writeFileSync(join(uploadDir, name), bytes);
    } catch (error) {
      files.release();
      size.release();
      throw error;
    }
    files.success();
    size.success();
    const avatar = `/uploads/${name}`;
    // A feedback screenshot (field type=suggestion) is only stored: the avatar stays as it was.
    if (purpose === 'suggestion')
      return { data: { avatar, path: avatar }, message: MEMBER_MESSAGES.uploaded };
    setAvatar(db, user.id, avatar);
    // The previous upload is no longer referenced by anyone.
    if (user.avatar?.startsWith('/uploads/')) rmSync(join(uploadDir, basename(user.avatar)), { force: true });
    return { data: { avatar }, message: MEMBER_MESSAGES.uploaded };
  });

  defineRoute(api, deps, calls.updateuserinfo, ({ input, user }) => {
    const profile = readProfile(input);
    const problem = checkProfile(profile);
    if (problem) fail(problem);
    updateProfile(db, user.id, profile);
    return { message: MEMBER_MESSAGES.profileSaved };
  });

  // The old login password is guessed like a login: the same limits, per member name.
  defineRoute(api, deps, calls.editPassword, async ({ input, user, c }) => {
    const problem = checkPasswordChange(input);
    if (problem) fail(problem);
    const keys = { scope: 'login', account: user.username, address: clientAddress(c) };
    if (!(await deps.attempts.verify(keys, () => verifySecret(input.password, user.password_hash))))
      fail(MEMBER_MESSAGES.wrongOldPassword, Code.wrongPassword);
    const hash = await hashSecret(input.paypassword);
    db.transaction(() => {
      setPasswordHash(db, user.id, hash);
      sendEventMail(db, user.id, securityMails.loginPasswordChanged(beijingNow()));
    }).immediate();
    return { message: MEMBER_MESSAGES.passwordChanged };
  });

  defineRoute(api, deps, calls.editPayPassword, async ({ input, user, c }) => {
    // Exactly six digits: the withdrawal form takes at most 6 (docs/product.md#validation-rules) and a phone's keypad digits.
    const problem = checkPayPasswordChange(input);
    if (problem) fail(problem);
    // The old password is the current PAYMENT password (docs/product.md#validation-rules, "password (old)"): the login
    // password alone must never replace the second secret (docs/security.md). Only a member who has
    // none yet proves themselves with the login password, to set a first one. Guessing counts against
    // the payment-password limit withdrawals and bank cards share.
    const current = findUserById(db, user.id);
    const oldHash = current?.pay_password_hash ?? current?.password_hash;
    const keys = { scope: 'pay', account: user.id, address: clientAddress(c) };
    if (!(await deps.attempts.verify(keys, () => verifySecret(input.password, oldHash))))
      fail(MEMBER_MESSAGES.wrongOldPassword, Code.wrongPassword);
    const hash = await hashSecret(input.paypassword);
    db.transaction(() => {
      setPayPasswordHash(db, user.id, hash);
      sendEventMail(db, user.id, securityMails.payPasswordChanged(beijingNow()));
    }).immediate();
    return { message: MEMBER_MESSAGES.passwordChanged };
  });
}
