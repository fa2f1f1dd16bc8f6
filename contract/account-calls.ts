import { z } from 'zod/mini';
import { defineCall, empty, noData } from './define';
import { integer, text } from './envelope';
import { userInfoSchema } from './entities';

/** password = old, paypassword = new; newpasword = the confirmation, checked only when sent (the family's clients omit it). */
const passwordChange = z.object({
  password: text(64),
  paypassword: text(64),
  newpasword: z.optional(text(64)),
});

/** An uploaded image (an avatar, a feedback screenshot) is at most 1 MB: the form says so before
 *  uploading, the server refuses a larger one. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

/**
 * The member's own account beyond the session: the wallet refresh, the avatar (and a feedback
 * screenshot), the profile, both passwords and the agent application.
 */
export const accountCalls = {
  refreshusermoney: defineCall({
    method: 'POST',
    path: 'refreshusermoney',
    member: true,
    request: () => empty,
    data: () => userInfoSchema,
  }),
  uploadimg: defineCall({
    method: 'POST',
    path: 'uploadimg',
    member: true,
    multipart: true,
    request: () => z.unknown(),
    // `type: 'suggestion'` in the form stores a feedback screenshot without changing the avatar;
    // `path` is the family's name for the stored file.
    data: () => z.nullish(z.object({ avatar: z.string(), path: z.optional(z.string()) })),
  }),
  updateuserinfo: defineCall({
    method: 'POST',
    path: 'updateuserinfo',
    member: true,
    request: () => z.object({ email: text(100), mobile: text(20), birthday: text(10) }),
    data: () => noData,
  }),
  editPassword: defineCall({
    method: 'POST',
    path: 'editPassword',
    member: true,
    request: () => passwordChange,
    data: () => noData,
  }),
  editPayPassword: defineCall({
    method: 'POST',
    path: 'editPayPassword',
    member: true,
    request: () => passwordChange,
    data: () => noData,
  }),
  /** The member's latest agent application: `state` 0 none, 1 pending, 2 approved, 3 rejected. */
  agentApplication: defineCall({
    method: 'POST',
    path: 'h5/agent-application',
    member: true,
    request: () => empty,
    data: () => z.object({ state: integer, created_at: z.nullish(z.string()) }),
  }),
  applyagentdo: defineCall({
    method: 'POST',
    path: 'applyagentdo',
    member: true,
    request: () => z.object({ mobile: text(20), apply_info: text(500) }),
    data: () => noData,
  }),
} as const;
