import { GIFT_CARD_KINDS } from '@storyfund/shared/constants';
import { idParams, nullableStr, pageQuery, str } from '../../lib/schemas.js';
import { KIND_FILTER_NAMES } from './gift-cards.repository.js';

export { idParams };

/** amount_cents is left untyped: the service checks integer cents with the shared rule (a "500" is refused, not coerced). */
export const purchaseBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    amount_cents: {},
    recipient_name: str(200),
    recipient_email: str(320),
    message: nullableStr(5_000),
    deliver_on: nullableStr(10),
    payment_method_id: str(255),
    is_guest: { type: 'boolean' },
    purchaser_name: nullableStr(200),
    purchaser_email: nullableStr(320),
  },
} as const;

export { paymentIntentBody as confirmBody } from '../../lib/schemas.js';

export const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const page = pageQuery(30);
export const adminListQuery = {
  ...page,
  properties: { ...page.properties, kind: { type: 'string', enum: KIND_FILTER_NAMES } },
} as const;
export const boughtQuery = page;

export const adminCardBody = {
  type: 'object',
  additionalProperties: false,
  required: ['amount_cents', 'kind'],
  properties: {
    amount_cents: {},
    kind: { type: 'string', enum: [...GIFT_CARD_KINDS] },
    recipient_name: nullableStr(200),
    recipient_email: nullableStr(320),
    message: nullableStr(5_000),
    deliver_on: nullableStr(10),
  },
} as const;

export const budgetBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    period: { type: 'string', enum: ['day', 'week', 'month'] },
    max_cards: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    max_amount_cents: { type: ['integer', 'null'], minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    card_amount_cents: {},
  },
} as const;
