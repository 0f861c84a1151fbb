import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userTokens } from '../../db/schema/index.js';

export type TokenPurpose = 'password_reset' | 'email_confirmation';

export async function insertUserToken(
  db: Executor,
  values: { user_id: number; purpose: TokenPurpose; token_hash: Buffer; email: string; expires_at: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/** Marks an unused, unexpired token used and returns it: a token works once, even under concurrent use. */
export async function consumeUserToken(db: Executor, purpose: TokenPurpose, tokenHash: Buffer, now: Date) {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(userTokens.token_hash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, now),
      ),
    )
    .returning();
  return row;
}

/** Ends every unused token of a purpose for an account (marked used now). */
export async function expireUserTokens(db: Executor, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ used_at: now })
    .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose), isNull(userTokens.used_at)));
}
