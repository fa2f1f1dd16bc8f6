import { core } from './001-core';
import { money } from './002-money';
import { fidelity } from './003-fidelity';
import { tokenHash } from './004-token-hash';
import { redpacketWindow } from './005-redpacket-window';
import { depositRate } from './006-deposit-rate';
import { agentCentre } from './007-agent-centre';
import { turnoverWaivers } from './008-turnover-waivers';
import { memberInbox } from './009-member-inbox';
import { securityHold } from './010-security-hold';
import { mailReads } from './011-mail-reads';
import { creditKinds } from './012-credit-kinds';

/** Numbered migrations, applied in order once each; `PRAGMA user_version` records how far. */
export const migrations: readonly string[] = [
  core,
  money,
  fidelity,
  tokenHash,
  redpacketWindow,
  depositRate,
  agentCentre,
  turnoverWaivers,
  memberInbox,
  securityHold,
  mailReads,
  creditKinds,
];
