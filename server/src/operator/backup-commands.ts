/**
 * Backups: `backup <file>` writes a consistent copy of the database while the server runs, and the
 * uploaded files beside it in `<file>.uploads/` (docs/deployment.md, Backups and restore).
 */
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { copyDatabaseInto } from '../repositories/backup';
import { CommandError, need } from './arguments';
import type { OperatorCommand } from './command';

/** Where `backup <file>` puts the uploads: a folder beside the database copy. */
export const uploadsBeside = (file: string) => `${file}.uploads`;

export const backupCommands: Record<string, OperatorCommand> = {
  backup: ({ db, io, positional, uploadDir }) => {
    const [name = ''] = need(positional, 1, 'backup <file>');
    const file = resolve(name);
    const uploads = uploadsBeside(file);
    for (const path of [file, uploads])
      if (existsSync(path)) throw new CommandError(`${path} exists: name a new backup file`);
    // The database first: every file its rows name was written before them, so the copy of the
    // folder taken afterwards holds each (avatars are never changed in place).
    copyDatabaseInto(db, file);
    io.out(`database copied to ${file}`);
    if (uploadDir && existsSync(uploadDir)) {
      cpSync(uploadDir, uploads, { recursive: true });
      io.out(`uploads copied to ${uploads}`);
    }
  },
};
