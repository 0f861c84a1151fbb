import type { AppContext } from '../../app-context.js';
import { AppError, ConflictError } from '../../lib/errors.js';
import type { NewPaymentRequest } from './payment-request-flow.js';
import * as repo from './payment-requests.repository.js';

/**
 * Claiming a request's Idempotency-Key (payment-requests.service.ts): the first request holds the row's
 * lease; a duplicate waits for its answer, or takes the lease over once it ran out (its holder died).
 */
/** How long a duplicate waits for the request doing the work before answering 409. */
const WAIT_MS = 20_000;

class KeyInUseError extends AppError {
  constructor() {
    super(409, 'A request with this Idempotency-Key is still being processed. Please retry shortly.', { error: 'idempotency_key_in_use' });
  }
}

const keyReused = () =>
  new ConflictError('This Idempotency-Key was already used with a different request.', {
    idempotency_key: ['This Idempotency-Key was already used with a different request'],
  });

export type Claim = { kind: 'new' | 'taken_over' | 'answered'; row: repo.RequestRow };

export async function claimRequest<R>(ctx: AppContext, input: NewPaymentRequest<R>): Promise<Claim> {
  const values = {
    purpose: input.purpose,
    scope: input.ownerId === null ? 'guest' : `user:${input.ownerId}`,
    key: input.key,
    request_hash: input.hash,
    request: input.request as Record<string, unknown>,
    owner_id: input.ownerId,
  };
  for (let tries = 0; tries < 5; tries++) {
    const inserted = await repo.insertRequest(ctx.db, values);
    if (inserted) return { kind: 'new', row: inserted };
    const existing = await repo.findRequest(ctx.db, values.purpose, values.scope, values.key);
    if (!existing) continue; // forgotten in between: this one tries for itself
    if (existing.request_hash !== values.request_hash) throw keyReused();
    const claim = await acquire(ctx, existing.id, 'started');
    if (claim) return claim;
  }
  throw new KeyInUseError();
}

/**
 * Holds the request while it is in `state` (taking over an expired lease), or answers its row once another
 * request has moved it on; undefined when it was forgotten meanwhile. Polls with a growing pause, holding no
 * database connection while it waits.
 */
export async function acquire(ctx: AppContext, id: number, state: repo.RequestState): Promise<Claim | undefined> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const row = await repo.findRequestById(ctx.db, id);
    if (!row) return undefined;
    if (row.state !== state) return { kind: 'answered', row };
    const taken = await repo.takeLease(ctx.db, id, state);
    if (taken) return { kind: 'taken_over', row: taken };
    if (Date.now() > deadline) throw new KeyInUseError();
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
