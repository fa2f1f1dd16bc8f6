import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/core/session/store';
import { fixtures } from './fixtures';
import { signIn } from './session';
import { filesUnder } from './source-files';

describe('signIn, the one signed-in member of the screen tests', () => {
  it('starts a session as a reload finds it: token, kept member, account by username', () => {
    signIn({ ...fixtures.user, username: 'member7' });
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', account: 'member7' });
    expect(useSession.getState().userInfo?.username).toBe('member7');
  });

  it('kept: false has a token and no member yet', () => {
    signIn(fixtures.user, { kept: false });
    expect(useSession.getState().token).toBe('tok-1');
    expect(useSession.getState().userInfo).toBeNull();
  });

  it('no screen test starts a session by hand or writes its own signIn', () => {
    const isTest = (name: string) => /\.test\.tsx?$/.test(name);
    // src/core/session and src/lib test the session's own pieces (the store, the poll, the client's
    // token header): they set a token by hand on purpose.
    const screens = [...filesUnder('src/features', isTest), ...filesUnder('src/app', isTest)];
    const byHand = /sessionStorage\.setItem\(storageKeys\.token|\.setToken\(|(function|const) signIn\b/;
    expect(screens.filter((path) => byHand.test(readFileSync(path, 'utf8')))).toEqual([]);
  });
});
