import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2 in @node-rs/argon2's const enum) at OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Verified against when the account does not exist, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = hash('storyfund-timing-equaliser', OPTIONS);

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
