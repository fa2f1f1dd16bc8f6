import { core } from './001-core';
import { money } from './002-money';
import { fidelity } from './003-fidelity';

/** Numbered migrations, applied in order once each; `PRAGMA user_version` records how far. */
export const migrations: readonly string[] = [core, money, fidelity];
