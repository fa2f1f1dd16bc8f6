import { authCalls } from './auth-calls';
import type { CallDef } from './define';

/**
 * site_state 0 (maintenance, docs/product.md#who-it-is-for): which calls the server still answers. Site
 * information (the public calls) answers, so a client can show 站点维护中... and notice when the
 * site reopens; signing in, registering and every member call (each money movement among them) get
 * the maintenance answer instead, so nothing moves while the operator works.
 */
export const answersInMaintenance = (call: CallDef): boolean =>
  !call.member && call !== authCalls.login && call !== authCalls.register;
