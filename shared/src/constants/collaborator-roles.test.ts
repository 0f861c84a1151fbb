import { describe, expect, it } from 'vitest';
import { COLLABORATOR_ROLES, COLLABORATOR_ROLE_LABELS, isCollaboratorRole } from './collaborator-roles.js';
import { LEGACY_CUTOFF, PLATFORM_FEE_CUTOFF } from './index.js';

describe('collaborator roles (spec §6)', () => {
  it('are admin, project_manager and content_manager, labelled Admin, Project Manager, Content Manager', () => {
    expect(COLLABORATOR_ROLES).toEqual(['admin', 'project_manager', 'content_manager']);
    expect(COLLABORATOR_ROLE_LABELS).toEqual({
      admin: 'Admin',
      project_manager: 'Project Manager',
      content_manager: 'Content Manager',
    });
  });

  it('recognises only those three', () => {
    expect(isCollaboratorRole('project_manager')).toBe(true);
    expect(isCollaboratorRole('Admin')).toBe(false);
    expect(isCollaboratorRole('sales')).toBe(false);
  });
});

describe('cutoffs (spec §9), through the package entry', () => {
  it('are 2024-06-24 for the platform fee and 2021-02-01 for the legacy rule', () => {
    expect(PLATFORM_FEE_CUTOFF).toBe('2024-06-24');
    expect(LEGACY_CUTOFF).toBe('2021-02-01');
  });
});
