import { core } from './001-core';
import { money } from './002-money';
import { tokenHash } from './003-token-hash';

/** Numbered migrations, applied in order once each; `PRAGMA user_version` records how far. */
export const migrations: readonly string[] = [core, money, tokenHash];
