import { GIFT_VISIBILITIES, PAGE_SIZES } from '@storyfund/shared/constants';
import { idParams, pageQuery as page, str } from '../../lib/schemas.js';

export { idParams };
/** Gifts page size is 30 (spec §9). */
export const pageQuery = page(PAGE_SIZES.gifts);

const gifts30 = page(PAGE_SIZES.gifts);

/** ?datestart=YYYY-MM-DD&dateend=YYYY-MM-DD (checked by the service, for field errors) and a page of 30. */
export const periodQuery = {
  ...gifts30,
  required: ['datestart', 'dateend'],
  properties: { ...gifts30.properties, datestart: { type: 'string', maxLength: 10 }, dateend: { type: 'string', maxLength: 10 } },
} as const;

/** all-received-gifts: JSON pages of up to 5,000, or the whole history as CSV. */
const allPage = page(1000, 5000);
export const allReceivedQuery = {
  ...allPage,
  properties: { ...allPage.properties, format: { type: 'string', enum: ['json', 'csv'] } },
} as const;

/**
 * amount_cents and tip_cents are left untyped here: the schema would coerce "500" to 500, and spec §5 wants
 * integer cents, so the service checks them with the shared rule. Unknown fields (monthly_gift: monthly
 * gifts have their own calls) answer 422 rather than being ignored while a card is charged.
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
    dedication_send_on: { type: ['string', 'null'], maxLength: 10 },
    gift_card_code: { type: ['string', 'null'], maxLength: 64 },
    is_guest: { type: 'boolean' },
    anonymous: { type: 'boolean' },
    visibility: { type: 'string', enum: [...GIFT_VISIBILITIES] },
    encouragement: { type: ['string', 'null'], maxLength: 10_000 },
    guest_first_name: { type: ['string', 'null'], maxLength: 200 },
    guest_last_name: { type: ['string', 'null'], maxLength: 200 },
    guest_email: { type: ['string', 'null'], maxLength: 320 },
  },
} as const;

export { paymentIntentBody as confirmGiftBody } from '../../lib/schemas.js';
