import type { CollaboratorRole } from '@storyfund/shared/constants';
import { canManageAccount } from '@storyfund/shared/roles';
import { ForbiddenError, UnauthorizedError } from './errors.js';

/**
 * Authorization lives here, in one place: services call these with the acting user.
 * docs/authorization.md lists which route needs which check.
 */
export interface Actor {
  id: number;
  sessionId: number;
  /** 'integration': a partner's API key (docs/api-integrations.md), admitted only to allow-listed reads. */
  tokenKind: 'session' | 'anonymous' | 'integration';
  is_admin: boolean;
  is_sales: boolean;
  is_partner: boolean;
  is_anonymous: boolean;
  roles: { controlled_user_id: number; role: CollaboratorRole }[];
  /** Accounts the override table (admin-managed, spec §6) lets this user act for; read with the session. */
  override_account_ids: number[];
}

/** What a request knows about its caller: an actor, or why the presented token was refused. */
export interface Caller {
  actor: Actor | null;
  problem?: string;
}

/** Any logged-in user, including an anonymous (guest) account. */
export function requireActor(caller: Caller): Actor {
  if (!caller.actor) throw new UnauthorizedError(caller.problem ?? 'Please log in to continue.');
  return caller.actor;
}

/** A logged-in user with a full (non-anonymous) account. */
export function requireMember(caller: Caller): Actor {
  const actor = requireActor(caller);
  if (actor.is_anonymous) throw new ForbiddenError('Please create an account to do this.');
  return actor;
}

export function requireAdmin(caller: Caller): Actor {
  const actor = requireActor(caller);
  if (!actor.is_admin) throw new ForbiddenError('Only administrators can do this.');
  return actor;
}

/** Staff: an admin or a member of the sales team (is_sales). What sales staff may do beyond reading is the service's call. */
export function requireStaff(caller: Caller): Actor {
  const actor = requireMember(caller);
  if (!actor.is_admin && !actor.is_sales) throw new ForbiddenError('Only Storyfund staff can do this.');
  return actor;
}

export function requireSelfOrAdmin(caller: Caller, userId: number): Actor {
  const actor = requireActor(caller);
  if (actor.id !== userId && !actor.is_admin) throw new ForbiddenError();
  return actor;
}

/** The account's owner, a collaborator with one of `roles` on it, or a platform admin. */
export function requireAccountRole(caller: Caller, accountId: number, roles: readonly CollaboratorRole[]): Actor {
  const actor = requireMember(caller);
  if (actor.is_admin || canManageAccount(actor, accountId, [...roles])) return actor;
  throw new ForbiddenError();
}

export const isSelfOrAdmin = (actor: Actor | null, userId: number): boolean => !!actor && (actor.id === userId || actor.is_admin);
