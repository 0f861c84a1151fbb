import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gifts, timelineEvents, users } from '../../db/schema/index.js';

/** What a thank-you draft is written from: the gift, its donor's account, and the donor's encouragement. */
export async function findGiftForThanks(db: Executor, giftId: number) {
  const [row] = await db
    .select({
      gift: gifts,
      donor: { first_name: users.first_name, is_anonymous: users.is_anonymous, guest_user: users.guest_user },
      encouragement: timelineEvents.message,
    })
    .from(gifts)
    .innerJoin(users, eq(users.id, gifts.donor_id))
    .leftJoin(timelineEvents, and(eq(timelineEvents.gift_id, gifts.id), eq(timelineEvents.type, 'encouragement')))
    .where(eq(gifts.id, giftId));
  return row;
}
