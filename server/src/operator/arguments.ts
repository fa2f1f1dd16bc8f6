/**
 * Reading an operator command's words: positional arguments and --flags, and the checked values
 * the commands share (state filter, limit, amount). A usage error exits 2, a failed command 1.
 */
import { yuanToCents } from '../../../contract/money';

export class UsageError extends Error {}
export class CommandError extends Error {}

const STATES: Record<string, number | null> = { pending: 1, approved: 2, rejected: 3, all: null };

/** Flags that take no value: present means on ('true'). */
const SWITCHES = new Set(['no-turnover']);

export function options(args: string[]): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (SWITCHES.has(arg.slice(2)) && arg.startsWith('--')) flags[arg.slice(2)] = 'true';
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags[name] = value;
    } else positional.push(arg);
  }
  return { positional, flags };
}

export function stateFilter(flags: Record<string, string>): number | null {
  const name = (flags.state ?? 'all').toLowerCase();
  if (!(name in STATES)) throw new UsageError(`--state must be one of ${Object.keys(STATES).join(', ')}`);
  return STATES[name]!;
}

export function limitOf(flags: Record<string, string>): number {
  const limit = Number(flags.limit ?? '50');
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
    throw new UsageError('--limit must be 1–10000');
  return limit;
}

export function need(positional: string[], count: number, usage: string): string[] {
  if (positional.length !== count) throw new UsageError(`usage: ${usage}`);
  return positional;
}

export function amountOf(text: string): number {
  const cents = yuanToCents(text);
  if (cents === null || cents <= 0)
    throw new UsageError(`amount must be a positive yuan amount with at most 2 decimals, got "${text}"`);
  return cents;
}

/** An order or application number, then an optional reason (the rest of the words, joined). */
export function withReason(positional: string[], usage: string): [string, string | undefined] {
  const [no, ...words] = positional;
  if (!no) throw new UsageError(`usage: ${usage}`);
  const reason = words.join(' ').trim();
  if (reason.length > 200) throw new UsageError('reason at most 200 characters');
  return [no, reason || undefined];
}
