/**
 * Collaborator role checks, spec §6. Roles apply per controlled account
 * (controlled_user_id). These checks look at collaborator roles only; owning the
 * account is covered by `canManageAccount`, platform admins by `isPlatformAdmin`.
 */
import { COLLABORATOR_ROLES } from './constants/index.js';
import type { CollaboratorRole } from './constants/index.js';

export type RoleAssignment = { controlled_user_id: number; role: CollaboratorRole };

export type UserWithRoles = {
  id: number;
  is_admin?: boolean;
  roles?: RoleAssignment[] | null;
  /** Accounts the override table (spec §6, admin-managed) lets this user act for, as the account itself would. */
  override_account_ids?: readonly number[] | null;
};

type MaybeUser = UserWithRoles | null | undefined;

/** Collaborator roles that may create, edit and close a partner's projects (and the account's own side). */
export const PROJECT_ROLES: readonly CollaboratorRole[] = ['admin', 'project_manager'];
/** Collaborator roles that may post on a partner's timelines and answer its donors. */
export const CONTENT_ROLES: readonly CollaboratorRole[] = ['admin', 'project_manager', 'content_manager'];
/** Collaborator roles that see a partner's figures and set its yearly fundraising goal (its dashboard). */
export const DASHBOARD_ROLES: readonly CollaboratorRole[] = ['admin'];

/**
 * Collaborator roles that see a partner's donors and money (issue #10's donor CRM): its network donors and
 * imports, its donations table, donor detail and export, its thank-you text. One rule: who may know who gives
 * to the partner, and how much.
 */
export const DONOR_ROLES: readonly CollaboratorRole[] = ['admin'];

/** Collaborator roles that manage the team: invitations, role changes and removals (issue #10). */
export const TEAM_ROLES: readonly CollaboratorRole[] = ['admin'];
/** Who may set the account's branding (logo and colour) besides the account and platform admins. */
export const BRANDING_ROLES: readonly CollaboratorRole[] = ['admin'];
/** Any collaborator role: what seeing the account's team takes. */
export const ANY_ROLE: readonly CollaboratorRole[] = COLLABORATOR_ROLES;

/** Ids may arrive as route params: '42' counts as 42; anything non-numeric matches nothing. */
export type AccountId = number | string;

function toAccountId(accountId: AccountId): number | undefined {
  if (typeof accountId === 'number') return Number.isSafeInteger(accountId) ? accountId : undefined;
  return /^\d+$/.test(accountId) ? Number(accountId) : undefined;
}

function rolesOn(user: MaybeUser, accountId: AccountId): string[] {
  const id = toAccountId(accountId);
  if (!user?.roles || id === undefined) return [];
  return user.roles.filter((entry) => entry.controlled_user_id === id).map((entry) => entry.role);
}

/** Any role entry at all on that account, known or not. */
export function hasAnyRoleOn(user: MaybeUser, accountId: AccountId): boolean {
  return rolesOn(user, accountId).length > 0;
}

/** Collaborator role 'admin' on that account (not the platform admin flag). */
export function isAccountAdmin(user: MaybeUser, accountId: AccountId): boolean {
  return rolesOn(user, accountId).includes('admin');
}

export function isProjectManager(user: MaybeUser, accountId: AccountId): boolean {
  return rolesOn(user, accountId).includes('project_manager');
}

export function isContentManager(user: MaybeUser, accountId: AccountId): boolean {
  return rolesOn(user, accountId).includes('content_manager');
}

/** Admin, project manager or content manager on that account. */
export function hasAnyOfThreeRoles(user: MaybeUser, accountId: AccountId): boolean {
  const known: readonly string[] = COLLABORATOR_ROLES;
  return rolesOn(user, accountId).some((role) => known.includes(role));
}

/** At least one role entry on any account. */
export function hasAnyRoles(user: MaybeUser): boolean {
  return (user?.roles?.length ?? 0) > 0;
}

/**
 * The user is the account itself, is allowed to act for it by the override table, or holds one of `roles` on it.
 * The one access check: the API's `requireAccountRole` and the screens both ask it.
 */
export function canManageAccount(user: MaybeUser, accountId: AccountId, roles: readonly CollaboratorRole[]): boolean {
  if (!user) return false;
  const id = toAccountId(accountId);
  if (id === undefined) return false;
  if (user.id === id || user.override_account_ids?.includes(id) === true) return true;
  const held = rolesOn(user, id);
  return roles.some((role) => held.includes(role));
}

/** The platform-wide admin flag (spec §6 "Admin (is_admin)"). */
export function isPlatformAdmin(user: MaybeUser): boolean {
  return user?.is_admin === true;
}

/** Staff: a platform admin or a member of the sales team (is_sales); the back-office lets both in. */
export function isStaff(user: { is_admin?: boolean; is_sales?: boolean } | null | undefined): boolean {
  return user?.is_admin === true || user?.is_sales === true;
}
