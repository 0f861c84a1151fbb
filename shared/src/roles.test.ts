import { describe, expect, it } from 'vitest';
import {
  canManageAccount,
  hasAnyOfThreeRoles,
  hasAnyRoleOn,
  hasAnyRoles,
  isAccountAdmin,
  isContentManager,
  isPlatformAdmin,
  isProjectManager,
} from './roles.js';
import type { RoleAssignment, UserWithRoles } from './roles.js';

const PARTNER = 500;
const OTHER = 600;

function teammate(...roles: RoleAssignment[]): UserWithRoles {
  return { id: 7, roles };
}

const accountAdmin = teammate({ controlled_user_id: PARTNER, role: 'admin' });
const projectManager = teammate({ controlled_user_id: PARTNER, role: 'project_manager' });
const contentManager = teammate({ controlled_user_id: PARTNER, role: 'content_manager' });
const donor: UserWithRoles = { id: 8, roles: [] };

describe('role checks per controlled account (spec §6)', () => {
  it('any role on an account', () => {
    expect(hasAnyRoleOn(contentManager, PARTNER)).toBe(true);
    expect(hasAnyRoleOn(contentManager, OTHER)).toBe(false);
    expect(hasAnyRoleOn(donor, PARTNER)).toBe(false);
    expect(hasAnyRoleOn({ id: 1, roles: null }, PARTNER)).toBe(false);
    expect(hasAnyRoleOn(undefined, PARTNER)).toBe(false);
  });

  it('admin, project manager and content manager are told apart', () => {
    expect(isAccountAdmin(accountAdmin, PARTNER)).toBe(true);
    expect(isAccountAdmin(projectManager, PARTNER)).toBe(false);
    expect(isProjectManager(projectManager, PARTNER)).toBe(true);
    expect(isProjectManager(contentManager, PARTNER)).toBe(false);
    expect(isContentManager(contentManager, PARTNER)).toBe(true);
    expect(isContentManager(accountAdmin, PARTNER)).toBe(false);
  });

  it('a role on one account says nothing about another', () => {
    expect(isAccountAdmin(accountAdmin, OTHER)).toBe(false);
    expect(hasAnyOfThreeRoles(accountAdmin, OTHER)).toBe(false);
  });

  it('any of the three roles', () => {
    for (const user of [accountAdmin, projectManager, contentManager]) {
      expect(hasAnyOfThreeRoles(user, PARTNER)).toBe(true);
    }
    expect(hasAnyOfThreeRoles(donor, PARTNER)).toBe(false);
  });

  it('an unknown role counts as a role on the account but not as one of the three', () => {
    const odd = { id: 9, roles: [{ controlled_user_id: PARTNER, role: 'sales' }] } as unknown as UserWithRoles;
    expect(hasAnyRoleOn(odd, PARTNER)).toBe(true);
    expect(hasAnyOfThreeRoles(odd, PARTNER)).toBe(false);
  });

  it('having any roles at all', () => {
    expect(hasAnyRoles(projectManager)).toBe(true);
    expect(hasAnyRoles(donor)).toBe(false);
    expect(hasAnyRoles({ id: 1 })).toBe(false);
    expect(hasAnyRoles(null)).toBe(false);
  });

  it('accepts account ids as route-param strings', () => {
    expect(isAccountAdmin(accountAdmin, '500')).toBe(true);
    expect(hasAnyRoleOn(accountAdmin, 'abc')).toBe(false);
    expect(hasAnyRoleOn(accountAdmin, '')).toBe(false);
  });

  it('holds several roles across several accounts', () => {
    const busy = teammate({ controlled_user_id: PARTNER, role: 'content_manager' }, { controlled_user_id: OTHER, role: 'admin' });
    expect(isContentManager(busy, PARTNER)).toBe(true);
    expect(isAccountAdmin(busy, PARTNER)).toBe(false);
    expect(isAccountAdmin(busy, OTHER)).toBe(true);
  });
});

describe('canManageAccount', () => {
  it('lets the account itself through', () => {
    expect(canManageAccount({ id: PARTNER }, PARTNER, [])).toBe(true);
    expect(canManageAccount({ id: PARTNER }, String(PARTNER), ['admin'])).toBe(true);
  });

  it('lets a teammate through only with one of the given roles', () => {
    expect(canManageAccount(projectManager, PARTNER, ['admin', 'project_manager'])).toBe(true);
    expect(canManageAccount(contentManager, PARTNER, ['admin', 'project_manager'])).toBe(false);
    expect(canManageAccount(projectManager, OTHER, ['project_manager'])).toBe(false);
  });

  it('lets a user the override table names act for that account as the account would, and for no other', () => {
    const agency = { id: 77, override_account_ids: [PARTNER] };
    expect(canManageAccount(agency, PARTNER, [])).toBe(true);
    expect(canManageAccount(agency, String(PARTNER), ['admin'])).toBe(true);
    expect(canManageAccount(agency, OTHER, ['admin', 'project_manager', 'content_manager'])).toBe(false);
    expect(canManageAccount({ id: 77, override_account_ids: [] }, PARTNER, [])).toBe(false);
  });

  it('does not treat platform admins as account managers', () => {
    expect(canManageAccount({ id: 1, is_admin: true }, PARTNER, ['admin'])).toBe(false);
    expect(canManageAccount(null, PARTNER, ['admin'])).toBe(false);
  });
});

describe('isPlatformAdmin', () => {
  it('reads the is_admin flag, separate from the collaborator admin role', () => {
    expect(isPlatformAdmin({ id: 1, is_admin: true })).toBe(true);
    expect(isPlatformAdmin({ id: 1, is_admin: false })).toBe(false);
    expect(isPlatformAdmin(accountAdmin)).toBe(false);
    expect(isPlatformAdmin(undefined)).toBe(false);
  });
});
