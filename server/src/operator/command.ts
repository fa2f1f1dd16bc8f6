import type { Db } from '../db/database';

export interface OperatorIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** What a command gets: the database, where to write, its name and its words. */
export interface CommandContext {
  db: Db;
  io: OperatorIo;
  command: string;
  positional: string[];
  flags: Record<string, string>;
  /** UPLOAD_DIR, for the commands that copy the uploads (backup). */
  uploadDir?: string;
}

/**
 * One operator command. It writes what it did to `io` and returns; it throws a UsageError (exit 2)
 * or a CommandError (exit 1) when it cannot run.
 */
export type OperatorCommand = (context: CommandContext) => void;
