import {
  normalizePartnerCategories,
  normalizeWebsite,
  validateImageLink,
  validateName,
  validateOrganizationName,
  validatePartnerCategories,
  validatePassword,
  validateRegistrationNumber,
  validateWebsite,
} from '@storyfund/shared/validation';
import { isCountryCode } from '@storyfund/shared/countries';
import type { ListUsersQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireActor, requireAdmin, requireSelfOrAdmin, isSelfOrAdmin, type Caller } from '../../lib/access.js';
import { assertValid, NotFoundError, ValidationError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import * as repo from './users.repository.js';
import { loadPublicProfile, loadSessionUser } from './account-view.service.js';
import { normalizeEmail } from './accounts.service.js';
import { publicUserView } from './user-views.js';
import { uploadKindsByUrl } from '../uploads/uploads.service.js';

export { publicUserView };

/** Oneself (or an admin) gets the session shape; anyone else the public fields. */
export async function getUser(ctx: AppContext, caller: Caller, id: number) {
  const user = await repo.findUserById(ctx.db, id);
  const viewer = caller.actor;
  const hidden = !user || user.merged_into_id !== null || ((user.banned_at || user.is_anonymous) && !isSelfOrAdmin(viewer, id));
  if (hidden) throw new NotFoundError('User not found');
  const viewerFollows = viewer && viewer.id !== id ? (await repo.followedAmong(ctx.db, viewer.id, [id])).has(id) : false;
  return isSelfOrAdmin(viewer, id) ? loadSessionUser(ctx.db, user, { viewerFollows }) : loadPublicProfile(ctx.db, user, { viewerFollows });
}

/** GET /users (admins): newest first unless sorted otherwise (USER_SORTS). */
export async function listUsers(ctx: AppContext, caller: Caller, query: ListUsersQuery) {
  requireAdmin(caller);
  const { rows, total } = await repo.listUsers(ctx.db, {
    q: query.q?.trim() || undefined,
    email: query.email ? normalizeEmail(query.email) : undefined,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: query.offset,
  });
  const data = await Promise.all(rows.map((row) => loadSessionUser(ctx.db, row)));
  return { data, total };
}

export interface ProfilePatch {
  first_name?: string;
  last_name?: string;
  photo_url?: string | null;
  cover_url?: string | null;
  bio?: string | null;
  country_code?: string | null;
  organization_name?: string | null;
  show_organization_name?: boolean;
  physical_address?: string | null;
  notification_frequency?: 'day' | 'week' | 'month' | 'quarter';
  unsubscribed?: boolean;
  website?: string | null;
  registration_number?: string;
  categories?: string[];
  request_tax_exempt?: boolean;
  password?: string;
  current_password?: string;
}

export async function updateProfile(ctx: AppContext, caller: Caller, id: number, patch: ProfilePatch) {
  const actor = requireSelfOrAdmin(caller, id);
  const user = await repo.findUserById(ctx.db, id);
  if (!user) throw new NotFoundError('User not found');
  const { password, current_password, website, registration_number, categories, request_tax_exempt, ...fields } = patch;
  const partnerPatch = { website, registration_number, categories, request_tax_exempt };
  // A form sends images back unchanged; what is stored is not judged again (the demo's images live under /demo/).
  for (const field of ['photo_url', 'cover_url'] as const)
    if (fields[field] !== undefined && fields[field] === user[field]) delete fields[field];
  const images = [fields.photo_url, fields.cover_url].filter((url): url is string => typeof url === 'string' && url !== '');
  const kinds = images.length > 0 ? await uploadKindsByUrl(ctx, images) : new Map<string, 'image' | 'video'>();
  assertValid({
    ...partnerFieldErrors(user, partnerPatch, fields.organization_name),
    photo_url: validateImageLink(fields.photo_url, fields.photo_url ? kinds.get(fields.photo_url) : undefined),
    cover_url: validateImageLink(fields.cover_url, fields.cover_url ? kinds.get(fields.cover_url) : undefined),
    first_name: fields.first_name !== undefined ? validateName(fields.first_name, 'First name') : undefined,
    last_name: fields.last_name !== undefined ? validateName(fields.last_name, 'Last name') : undefined,
    country_code: fields.country_code && !isCountryCode(fields.country_code) ? 'Please choose a country from the list' : undefined,
    password: password !== undefined ? validatePassword(password) : undefined,
  });
  const changes: Partial<repo.NewUser> = { ...fields, ...partnerChanges(user, partnerPatch, ctx.clock.now()) };
  if (fields.first_name !== undefined) changes.first_name = fields.first_name.trim();
  if (fields.last_name !== undefined) changes.last_name = fields.last_name.trim();
  if (fields.country_code) changes.country_code = fields.country_code.toUpperCase();
  if (password !== undefined) {
    // Changing one's own password needs the current one (an account made by social login may have none yet).
    if (actor.id === id && user.password_hash && !(await verifyPassword(user.password_hash, current_password ?? ''))) {
      throw new ValidationError({ current_password: ['Current password is incorrect'] });
    }
    changes.password_hash = await hashPassword(password);
  }
  // Projects copy their owner's name (user.profile-changed); a new password ends every other session (user.password-changed).
  const updated = await ctx.transaction(async (tx) => {
    const row = await repo.updateUser(tx, id, changes);
    await ctx.events.emit(tx, 'user.profile-changed', { user_id: id });
    if (password !== undefined) {
      await ctx.events.emit(tx, 'user.password-changed', { user_id: id, except_session_id: actor.id === id ? actor.sessionId : null });
    }
    return row;
  });
  return loadSessionUser(ctx.db, updated!);
}

interface PartnerPatch {
  website: string | null | undefined;
  registration_number: string | undefined;
  categories: string[] | undefined;
  request_tax_exempt: boolean | undefined;
}

/** The organisation's fields are a partner's alone; a partner's organisation keeps a name. */
function partnerFieldErrors(user: repo.UserRow, patch: PartnerPatch, organizationName: string | null | undefined) {
  const given = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (!user.is_partner) return Object.fromEntries(given.map(([field]) => [field, 'Only partner accounts have this field']));
  return {
    organization_name: organizationName !== undefined ? validateOrganizationName(organizationName) : undefined,
    website: validateWebsite(patch.website),
    registration_number: patch.registration_number !== undefined ? validateRegistrationNumber(patch.registration_number) : undefined,
    categories: patch.categories !== undefined ? validatePartnerCategories(patch.categories) : undefined,
  };
}

/** A tax-exempt claim is recorded once, and only while the status is not granted; withdrawing it clears it. */
function partnerChanges(user: repo.UserRow, patch: PartnerPatch, now: Date): Partial<repo.NewUser> {
  const changes: Partial<repo.NewUser> = {};
  if (patch.website !== undefined) changes.website = patch.website?.trim() ? (normalizeWebsite(patch.website) ?? null) : null;
  if (patch.registration_number !== undefined) changes.registration_number = patch.registration_number.trim();
  if (patch.categories !== undefined) changes.partner_categories = normalizePartnerCategories(patch.categories);
  if (patch.request_tax_exempt === true && !user.tax_exempt_teller && !user.tax_exempt_requested_at) changes.tax_exempt_requested_at = now;
  if (patch.request_tax_exempt === false && !user.tax_exempt_teller) changes.tax_exempt_requested_at = null;
  return changes;
}

/** Called by the browser after every login and sign-up, and at start-up with the visitor's country. */
export async function updateLoginInfo(ctx: AppContext, caller: Caller, id: number, input: { country_code?: string | null }) {
  requireSelfOrAdmin(caller, id);
  const code = input.country_code?.toUpperCase();
  if (code && !isCountryCode(code)) throw new ValidationError({ country_code: ['Please choose a country from the list'] });
  // A login's count and time show in no public read; a new country may (the directory's country filter, the
  // owner's fields on projects), so only a change of country is announced, and that drops the read cache.
  const user = await ctx.transaction(async (tx) => {
    const before = await repo.findUserById(tx, id);
    if (!before) return undefined;
    const row = await repo.recordLogin(tx, id, ctx.clock.now(), code);
    if (code && code !== before.country_code) await ctx.events.emit(tx, 'user.profile-changed', { user_id: id });
    return row;
  });
  if (!user) throw new NotFoundError('User not found');
  return {
    id: user.id,
    country_code: user.country_code,
    login_count: user.login_count,
    last_logged_at: user.last_logged_at?.toISOString() ?? null,
  };
}

export async function follow(ctx: AppContext, caller: Caller, followedId: number) {
  const actor = requireActor(caller);
  if (actor.id === followedId) throw new ValidationError({ user_id: ['You cannot follow yourself'] });
  const target = await repo.findUserById(ctx.db, followedId);
  if (!target || target.banned_at || target.is_anonymous || target.merged_into_id) throw new NotFoundError('User not found');
  await ctx.transaction(async (tx) => {
    if (await repo.insertFollow(tx, actor.id, followedId)) {
      await ctx.events.emit(tx, 'user.followed', { follower_id: actor.id, followed_id: followedId });
    }
  });
  return counters(ctx, followedId, true);
}

export async function unfollow(ctx: AppContext, caller: Caller, followedId: number) {
  const actor = requireActor(caller);
  await ctx.db.transaction((tx) => repo.deleteFollow(tx, actor.id, followedId));
  return counters(ctx, followedId, false);
}

async function counters(ctx: AppContext, userId: number, following: boolean) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new NotFoundError('User not found');
  return {
    user_id: userId,
    followers_count: user.followers_count,
    following_count: user.following_count,
    logged_in_user_is_follower: following,
  };
}

export async function listFollows(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  direction: 'followers' | 'following',
  page: { limit: number; offset: number },
) {
  const owner = await repo.findUserById(ctx.db, userId);
  // Hidden exactly when the profile itself is (getUser): a guest's or banned account's lists are not public.
  const hidden =
    !owner || owner.merged_into_id !== null || ((owner.banned_at || owner.is_anonymous) && !isSelfOrAdmin(caller.actor, userId));
  if (hidden) throw new NotFoundError('User not found');
  const { rows, total } = await repo.listFollowPage(ctx.db, userId, direction, page);
  const viewer = caller.actor;
  const followed = viewer
    ? await repo.followedAmong(
        ctx.db,
        viewer.id,
        rows.map((r) => r.user.id),
      )
    : new Set<number>();
  return { data: rows.map((r) => publicUserView(r.user, { viewerFollows: followed.has(r.user.id) })), total };
}
