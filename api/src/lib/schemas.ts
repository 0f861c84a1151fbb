/** JSON-schema pieces every module's `*.schemas.ts` builds from. */
export const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const nullableStr = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
export const positiveId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** `:id` route parameters: a positive safe integer (a non-numeric id answers 422 on `id`). */
export const idParams = { type: 'object', required: ['id'], properties: { id: positiveId } } as const;

/** `limit` (1 to `max`, default `defaultLimit`) and `offset` (default 0). */
export const pageQuery = (defaultLimit: number, max = 100) =>
  ({
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: max, default: defaultLimit },
      offset: { type: 'integer', minimum: 0, default: 0 },
    },
  }) as const;

/** The confirm call after a 3-D Secure step (gifts, monthly gifts, gift card purchases): `{payment_intent_id}`. */
export const paymentIntentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['payment_intent_id'],
  properties: { payment_intent_id: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;
