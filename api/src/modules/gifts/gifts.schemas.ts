import { GIFT_VISIBILITIES, PAGE_SIZES } from '@storyfund/shared/constants';
import { idParams, pageQuery as page, str } from '../../lib/schemas.js';

export { idParams };
/** Gifts page size is 30 (spec §9). */
export const pageQuery = page(PAGE_SIZES.gifts);

/**
 * amount_cents and tip_cents are left untyped here: the schema would coerce "500" to 500, and spec §5 wants
 * integer cents, so the service checks them with the shared rule. Unknown fields (gift_card_code,
 * monthly_gift: later slices) answer 422 rather than being ignored while a card is charged.
 */
export const createGiftBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    amount_cents: {},
    tip_cents: {},
    payment_method_id: str(255),
    dedicatee_name: { type: ['string', 'null'], maxLength: 200 },
    dedicatee_email: { type: ['string', 'null'], maxLength: 320 },
    is_guest: { type: 'boolean' },
    anonymous: { type: 'boolean' },
    visibility: { type: 'string', enum: [...GIFT_VISIBILITIES] },
    encouragement: { type: ['string', 'null'], maxLength: 10_000 },
    guest_first_name: { type: ['string', 'null'], maxLength: 200 },
    guest_last_name: { type: ['string', 'null'], maxLength: 200 },
    guest_email: { type: ['string', 'null'], maxLength: 320 },
  },
} as const;

export const confirmGiftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['payment_intent_id'],
  properties: { payment_intent_id: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;
