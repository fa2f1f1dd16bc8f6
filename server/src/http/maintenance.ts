import type { Context } from 'hono';
import { Code } from '../../../contract/envelope';
import type { Db } from '../db/database';
import { getSetting } from '../repositories/settings';
import { DEFAULT_SETTINGS } from '../seed/core';
import { envelope } from './envelope';

/** site_state 0: the operator closed the site (`npm run operator -- set site_state 0`). */
export const siteClosed = (db: Db): boolean => Number(getSetting(db, 'site_state') ?? 1) === 0;

/**
 * The family's maintenance answer: a business failure (code 1) whose message is `repair_tips`, the
 * text the family's clients show in maintenance (default 站点维护中...).
 */
export const maintenanceAnswer = (c: Context, db: Db) =>
  envelope(c, Code.fail, getSetting(db, 'repair_tips') || (DEFAULT_SETTINGS.repair_tips ?? ''));
