import { accountKeyFactory } from '@/core/session/query-keys';

/**
 * The key factory of POST /api/activityapplylog, here below the features because two read it: the
 * records' list of pages (`activityApplyLogKey(account)`) and the promotions' applied titles
 * (`activityApplyLogKey(account, 'titles')`). A sign-up invalidates both by naming it.
 */
export const activityApplyLogKey = accountKeyFactory<'activityapplylog', ['titles']>('activityapplylog');
