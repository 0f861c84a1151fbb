import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { signingKey } from './mail.repository.js';

/**
 * One-click unsubscribe tokens (RFC 8058): `{user id}.{HMAC-SHA256 of it}`, signed with a key the database
 * keeps (made by the first instance that needs one), so a link works on every instance, needs no login and
 * cannot be made for someone else. A token does not expire: a year-old digest's link still unsubscribes.
 */
const KEY_NAME = 'unsubscribe';
const keys = new WeakMap<object, Promise<string>>();

function key(db: Executor): Promise<string> {
  let cached = keys.get(db);
  if (!cached) {
    cached = signingKey(db, KEY_NAME, randomBytes(32).toString('base64url'));
    cached.catch(() => keys.delete(db));
    keys.set(db, cached);
  }
  return cached;
}

const mac = (secret: string, userId: number) => createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');

export async function unsubscribeToken(db: Executor, userId: number): Promise<string> {
  return `${userId}.${mac(await key(db), userId)}`;
}

/** The user a token was made for, or undefined for a token that is malformed or not ours. */
export async function verifyUnsubscribeToken(db: Executor, token: string): Promise<number | undefined> {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(await key(db), userId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

/** The confirm page (GET, a browser) and the one-click endpoint (POST, a mail client) of a token. */
export const unsubscribeLinks = (publicUrl: string, token: string) => ({
  page: `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
  oneClick: `${publicUrl}/api/users/unsubscribe?token=${encodeURIComponent(token)}`,
});
