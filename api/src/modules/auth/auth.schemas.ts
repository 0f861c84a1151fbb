import { str } from '../../lib/schemas.js';
/** JSON schemas for the auth routes: shapes and lengths here; business rules in the services (shared validators). */

export const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: str(320), password: str(1024), bot_token: str(4096) },
} as const;

export const passwordResetQuery = {
  type: 'object',
  required: ['email'],
  properties: { email: str(320), bot_token: str(4096) },
} as const;

export const passwordResetBody = {
  type: 'object',
  required: ['token', 'password'],
  properties: { token: str(200), password: str(1024), no_login: { type: 'boolean' } },
} as const;

export const claimBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: str(320), password: str(1024), first_name: str(200), last_name: str(200) },
} as const;

export const googleBody = {
  type: 'object',
  required: ['credential'],
  properties: { credential: str(8192) },
} as const;

export const facebookBody = {
  type: 'object',
  required: ['access_token'],
  properties: { access_token: str(4096) },
} as const;

export const confirmEmailBody = {
  type: 'object',
  required: ['token'],
  properties: { token: str(200) },
} as const;

export const guestBody = {
  type: ['object', 'null'],
  properties: { first_name: str(200), last_name: str(200) },
} as const;
