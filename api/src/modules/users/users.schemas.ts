import { NOTIFICATION_FREQUENCIES } from '@storyfund/shared/constants';
import { idParams, nullableStr, pageQuery as page, str } from '../../lib/schemas.js';

export { idParams };
/** Account lists (users, followers): 30 a page by default. */
export const pageQuery = page(30);

export const listUsersQuery = {
  type: 'object',
  properties: { ...pageQuery.properties, q: str(200), email: str(320) },
} as const;

export const signUpBody = {
  type: 'object',
  required: ['email', 'password', 'first_name', 'last_name'],
  properties: { email: str(320), password: str(1024), first_name: str(200), last_name: str(200), bot_token: str(4096) },
} as const;

export const updateUserBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    first_name: str(200),
    last_name: str(200),
    photo_url: nullableStr(2048),
    cover_url: nullableStr(2048),
    bio: nullableStr(5000),
    country_code: nullableStr(2),
    organization_name: nullableStr(200),
    show_organization_name: { type: 'boolean' },
    physical_address: nullableStr(500),
    notification_frequency: { type: 'string', enum: [...NOTIFICATION_FREQUENCIES] },
    unsubscribed: { type: 'boolean' },
    password: str(1024),
    current_password: str(1024),
  },
} as const;

export const loginInfoBody = {
  type: ['object', 'null'],
  properties: { country_code: nullableStr(2) },
} as const;
