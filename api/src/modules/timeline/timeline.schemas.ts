const positiveId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const urlList = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 2048 } } as const;

export const projectParams = { type: 'object', required: ['id'], properties: { id: positiveId } } as const;

export const eventParams = {
  type: 'object',
  required: ['id', 'eventId'],
  properties: { id: positiveId, eventId: positiveId },
} as const;

export const timelineQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
} as const;

export const threadQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
} as const;

/** Lengths, counts and links are checked by the service, with field errors that name the rule. */
export const createUpdateBody = {
  type: 'object',
  additionalProperties: false,
  properties: { message: { type: 'string', maxLength: 20_000 }, photo_urls: urlList, video_urls: urlList, final: { type: 'boolean' } },
} as const;

export const patchUpdateBody = createUpdateBody;

export const commentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message: { type: 'string', maxLength: 10_000 }, parent_id: positiveId },
} as const;

/** The spec's clients send `{ user_id }` with likes; an empty body is fine too. */
export const likeBody = { type: ['object', 'null'], properties: { user_id: positiveId } } as const;

export const thankBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { message: { type: 'string', maxLength: 10_000 } },
} as const;
