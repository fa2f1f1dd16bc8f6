import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt parameters: N=2^14, r=8, p=1 (~16 MB, tens of ms) — stored with the hash so they can change. */
const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

const scryptAsync = (secret: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const format = (salt: Buffer, key: Buffer) =>
  `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;

/** Hash a password or payment password with a random salt (async: does not block the event loop). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(secret, salt, KEYLEN, { N, r: R, p: P }));
}

/** Synchronous variant for seeding. */
export function hashSecretSync(secret: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(secret, salt, KEYLEN, { N, r: R, p: P }));
}

/** Timing-safe check of a secret against a stored hash; false for a missing or malformed hash. */
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length === 0) return false;
  const key = await scryptAsync(secret, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}
