import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authSessions, userRoles } from '../db/schema/index.js';
import { listOutbox } from '../modules/mail/mail.repository.js';
import { findUserByEmail, findUserById, updateUser, type NewUser } from '../modules/users/users.repository.js';
import { bearer, json, linkToken, nextIp, type TestApp } from './test-app.js';

/** Account helpers for API tests: log in as a browser would, and reach the rows a test must check or set. */

export interface Session {
  token: string;
  user: { id: number; email: string | null; [key: string]: unknown };
}

export async function login(app: FastifyInstance, email: string, password: string, ip = nextIp()): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return json<Session>(response);
}

/** A guest account, as the giving flow makes one: POST /api/users/anonymous. */
export async function startGuest(app: FastifyInstance, body: Record<string, unknown> = {}, ip = nextIp()): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/users/anonymous', payload: body, remoteAddress: ip });
  if (response.statusCode !== 201) throw new Error(`guest session failed: ${response.statusCode} ${response.body}`);
  return json<Session>(response);
}

/** GET /api/users/{id} with the given token (or none). */
export const getUser = (app: FastifyInstance, id: number, token?: string) =>
  app.inject({ method: 'GET', url: `/api/users/${id}`, headers: token ? bearer(token) : {} });

/** What a protected call with `token` answers (an empty PATCH of the user's own profile): 200 while it works, else 401. */
export async function tokenStatus(app: FastifyInstance, token: string, userId: number): Promise<number> {
  return (await app.inject({ method: 'PATCH', url: `/api/users/${userId}`, headers: bearer(token), payload: {} })).statusCode;
}

export const setUser = (test: TestApp, id: number, patch: Partial<NewUser>) => updateUser(test.ctx.db, id, patch);
export const userRow = (test: TestApp, id: number) => findUserById(test.ctx.db, id);
export const userRowByEmail = (test: TestApp, email: string) => findUserByEmail(test.ctx.db, email);

export async function sessionRows(test: TestApp, userId: number) {
  return test.ctx.db.select().from(authSessions).where(eq(authSessions.user_id, userId)).orderBy(authSessions.id);
}

export async function grantRole(
  test: TestApp,
  userId: number,
  controlledUserId: number,
  role: 'admin' | 'project_manager' | 'content_manager',
) {
  await test.ctx.db.insert(userRoles).values({ user_id: userId, controlled_user_id: controlledUserId, role });
}

export async function removeRole(test: TestApp, userId: number, controlledUserId: number) {
  await test.ctx.db.delete(userRoles).where(and(eq(userRoles.user_id, userId), eq(userRoles.controlled_user_id, controlledUserId)));
}

/** Every email sent to `to`, newest first. */
export async function mailsTo(test: TestApp, to: string) {
  return (await listOutbox(test.ctx.db, { to, now: test.ctx.clock.now(), limit: 100, offset: 0 })).rows;
}

/** The token of the newest emailed link to `path` (e.g. '/password-reset') sent to `to`. */
export async function emailedToken(test: TestApp, to: string, path: string): Promise<string> {
  const [mail] = await mailsTo(test, to);
  const token = mail && linkToken(mail.text_body, path);
  if (!token) throw new Error(`no ${path} link emailed to ${to}`);
  return token;
}

/** Every key of a JSON value, at any depth. */
function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysDeep(inner, into);
    }
  }
  return into;
}

/** Fails when a response body carries a password or its hash under any key or in any text. */
export function expectNoPassword(response: LightMyRequestResponse, password: string): void {
  const keys = [...keysDeep(response.json())].filter((k) => /^(password|password_hash|current_password)$/.test(k));
  if (keys.length > 0) throw new Error(`response exposes ${keys.join(', ')}`);
  if (response.body.includes(password) || response.body.includes('$argon2')) throw new Error('response exposes the password or its hash');
}
