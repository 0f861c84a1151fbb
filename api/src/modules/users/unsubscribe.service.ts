import type { Unsubscribed } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { ValidationError } from '../../lib/errors.js';
import { verifyUnsubscribeToken } from '../mail/unsubscribe-token.service.js';
import { updateUser } from './users.repository.js';

/**
 * POST /users/unsubscribe?token=: the signed link of a news mail sets the reader's `unsubscribed` (spec §3),
 * without a login (RFC 8058 one-click: the mail client posts `List-Unsubscribe=One-Click`). The token is the
 * authority; posting it again answers the same. Transactional mail (receipts, resets) still goes out.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<Unsubscribed> {
  const userId = await verifyUnsubscribeToken(ctx.db, token);
  const updated = userId === undefined ? undefined : await updateUser(ctx.db, userId, { unsubscribed: true });
  if (!updated)
    throw new ValidationError({ token: ['This unsubscribe link is not valid. Change your email settings on your personal page.'] });
  return { unsubscribed: true };
}
