import type { AppContext } from '../../app-context.js';
import { AppError, ConflictError } from '../../lib/errors.js';
import * as keys from './idempotency.repository.js';

/**
 * Idempotency-Key handling for gift requests (after Stripe's and Brandur Leach's design): a key is a row
 * in idempotency_keys, unique per scope. One request at a time holds its lease and does the work; the others
 * wait for its answer and replay it. A request that dies leaves its lease to run out, and the next retry
 * takes the key over and finishes the same payment (the processor call uses a key derived from the row, so
 * it never charges twice).
 */
export type Claim = { kind: 'owner'; row: keys.KeyRow } | { kind: 'done'; row: keys.KeyRow };

/** How long a duplicate request waits for the one doing the work before answering 409. */
const WAIT_MS = 20_000;

export class KeyInUseError extends AppError {
  constructor() {
    super(409, 'A request with this Idempotency-Key is still being processed. Please retry shortly.', { error: 'idempotency_key_in_use' });
  }
}

const keyReused = () =>
  new ConflictError('This Idempotency-Key was already used with a different request.', {
    idempotency_key: ['This Idempotency-Key was already used with a different request'],
  });

/** A new gift request: claims the key, or waits for the request that holds it and answers its outcome. */
export async function claimKey(ctx: AppContext, values: Parameters<typeof keys.insertKey>[1]): Promise<Claim> {
  const inserted = await keys.insertKey(ctx.db, values);
  if (inserted) return { kind: 'owner', row: inserted };
  const existing = await keys.findKey(ctx.db, values.scope, values.key);
  if (!existing) return claimKey(ctx, values); // freed (deleted) in between: try again
  if (existing.request_hash !== values.request_hash) throw keyReused();
  return acquire(ctx, existing.id, 'started');
}

/**
 * Holds the key while it is in `state` (taking over an expired lease), or answers its row once another
 * request has moved it on. Polls with a growing pause; a waiter never holds a database connection.
 */
export async function acquire(ctx: AppContext, id: number, state: keys.KeyState): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const row = await keys.findKeyById(ctx.db, id);
    if (!row) throw new KeyInUseError();
    if (row.state !== state) return { kind: 'done', row };
    const taken = await keys.takeLease(ctx.db, id, state);
    if (taken) return { kind: 'owner', row: taken };
    if (Date.now() > deadline) throw new KeyInUseError();
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
