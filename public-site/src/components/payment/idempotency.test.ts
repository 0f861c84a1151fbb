import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key per payment attempt', () => {
  it('makes random version-4 UUIDs, also without crypto.randomUUID (pages served over plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const insecure = { getRandomValues: (array: Uint8Array) => globalThis.crypto.getRandomValues(array) } as unknown as Crypto;
    const a = newIdempotencyKey(insecure);
    expect(a).toMatch(UUID);
    expect(newIdempotencyKey(insecure)).not.toBe(a);
  });

  it('reuses the key while the same body is retried, and starts afresh when it changes', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ amount_cents: 2500 });
    expect(keys.keyFor({ amount_cents: 2500 })).toBe(first);
    const changed = keys.keyFor({ amount_cents: 5000 });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ amount_cents: 2500 })).not.toBe(first);
  });

  it('starts a new attempt once the last one is finished, even with the same body', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ amount_cents: 2500 });
    keys.finish();
    expect(keys.keyFor({ amount_cents: 2500 })).not.toBe(first);
  });
});
