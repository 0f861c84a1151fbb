import type { StatsGiftCards, StatsQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import * as repo from './stats-gift-cards.repository.js';
import { n, resolve } from './stats-range.js';

/** The gift cards' report: /stats/gift-cards. */

/** GET /stats/gift-cards: the cards created in the range by derived type: loaded, used, expired, outstanding. */
export async function giftCards(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsGiftCards> {
  const { range, days } = resolve(ctx, caller, query);
  const rows = await repo.giftCards(ctx.db, days, ctx.clock.now());
  return {
    range,
    by_type: rows.map((r) => ({
      type: r.type as StatsGiftCards['by_type'][number]['type'],
      cards: n(r.cards),
      loaded_cents: n(r.loaded_cents),
      used_cents: n(r.used_cents),
      expired_cents: n(r.expired_cents),
      outstanding_cents: n(r.outstanding_cents),
    })),
  };
}
