import { PAGE_SIZES } from '@storyfund/shared/constants';
import { idParams, pageQuery as page, positiveId, str } from '../../lib/schemas.js';

export { idParams };
/** Monthly gifts are listed 30 to a page, like gifts (spec §9). */
export const pageQuery = page(PAGE_SIZES.gifts);

export const userSubscriptionParams = {
  type: 'object',
  required: ['id', 'subscriptionId'],
  properties: { id: positiveId, subscriptionId: positiveId },
} as const;

/** amount_cents and tip_cents are left untyped: the service checks them with the shared gift rules (no coercion). */
export const createBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    amount_cents: {},
    tip_cents: {},
    payment_method_id: str(255),
    anonymous: { type: 'boolean' },
    encouragement: { type: ['string', 'null'], maxLength: 10_000 },
  },
} as const;

export const patchBody = {
  type: 'object',
  additionalProperties: false,
  properties: { amount_cents: {}, payment_method_id: str(255) },
} as const;

export { paymentIntentBody as confirmBody } from '../../lib/schemas.js';
