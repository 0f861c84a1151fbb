/**
 * One payment attempt, one Idempotency-Key (docs/api-giving.md). A retry of the same attempt (the same
 * body, after a network error or while the first request is still being processed) reuses the key, so the
 * server answers the first request's outcome instead of charging again. Any change to the body, or an
 * answer that ends the attempt (paid, a decline, a refusal), starts a new one. The one key generator of
 * the site.
 */

/** crypto.randomUUID where the page is a secure context; otherwise a version-4 UUID from getRandomValues. */
export function newIdempotencyKey(cryptoImpl: Crypto = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface AttemptKeys {
  /** The key for this body: the open attempt's when the body is the same, else a fresh one. */
  keyFor(body: unknown): string;
  /** The attempt got an answer that ends it; the next submit is a new attempt. */
  finish(): void;
}

export function createAttemptKeys(newKey: () => string = newIdempotencyKey): AttemptKeys {
  let open: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      if (open === null || open.fingerprint !== fingerprint) open = { fingerprint, key: newKey() };
      return open.key;
    },
    finish() {
      open = null;
    },
  };
}
