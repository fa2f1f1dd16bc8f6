/**
 * Operator commands against the server's SQLite file: `npm run operator -- <command>`.
 * DATABASE_FILE selects the database (default .data/app.db, like the server). Exit code 0 on success,
 * 1 on a failed command, 2 on a usage error.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, readConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { agentCommands } from './operator/agent-commands';
import { backupCommands } from './operator/backup-commands';
import { CommandError, options, UsageError } from './operator/arguments';
import type { OperatorCommand, OperatorIo } from './operator/command';
import { HELP } from './operator/help';
import { identityCommands } from './operator/identity-commands';
import { inboxCommands } from './operator/inbox-commands';
import { moneyCommands } from './operator/money-commands';
import { siteCommands } from './operator/site-commands';
import { escapeTerminal } from './operator/terminal';

const HELP_WORDS = new Set(['help', '--help', '-h']);

const commands: Record<string, OperatorCommand> = {
  ...moneyCommands,
  ...siteCommands,
  ...agentCommands,
  ...inboxCommands,
  ...backupCommands,
  ...identityCommands,
};

/** Runs one operator command; returns the process exit code. */
export function runOperator(db: Db, argv: string[], rawIo: OperatorIo, uploadDir?: string): number {
  const io: OperatorIo = {
    out: (line) => rawIo.out(escapeTerminal(line)),
    err: (line) => rawIo.err(escapeTerminal(line)),
  };
  try {
    const [command = 'help', ...rest] = argv;
    const { positional, flags } = options(rest);
    if (HELP_WORDS.has(command)) {
      io.out(HELP);
      return 0;
    }
    // Own properties only: a word such as "constructor" is an unknown command, not Object's.
    const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
    if (!run) throw new UsageError(`unknown command "${command}" (try: help)`);
    run({ db, io, command, positional, flags, uploadDir });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}`);
      return 2;
    }
    if (error instanceof CommandError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    io.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * Entry point: opens DATABASE_FILE (which must exist: the server creates and seeds it). `io` is the
 * console's, or the journeys' (e2e/support/run-operators.ts keeps the lines to return them).
 */
export function main(
  argv = process.argv.slice(2),
  env = process.env,
  io: OperatorIo = { out: (line) => console.log(line), err: (line) => console.error(line) },
): number {
  const [command = 'help'] = argv;
  // Help needs no database (it must work before the server has created one).
  if (HELP_WORDS.has(command)) {
    io.out(HELP);
    return 0;
  }
  let file: string;
  let uploadDir: string;
  try {
    ({ databaseFile: file, uploadDir } = readConfig(env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`error: ${error.message}`);
    return 1;
  }
  if (!existsSync(file)) {
    io.err(
      `error: database ${file} does not exist (start the server once with the same DATABASE_FILE to create it)`,
    );
    return 1;
  }
  const { db } = openDatabase(file);
  try {
    return runOperator(db, argv, io, uploadDir);
  } finally {
    db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main();
}
