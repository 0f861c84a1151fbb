import { bigint, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CollaboratorRole } from '@storyfund/shared/constants';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Collaborator invitations (migration 0030). */
export const collaboratorInvitations = pgTable('collaborator_invitations', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  partner_id: id('partner_id').notNull(),
  collaborator_email: text('collaborator_email').notNull(),
  role: text('role').notNull().$type<CollaboratorRole>(),
  token_hash: bytea('token_hash').notNull(),
  invited_by_id: id('invited_by_id'),
  created_at: tstz('created_at').notNull().defaultNow(),
  sent_at: tstz('sent_at').notNull().defaultNow(),
  expires_at: tstz('expires_at').notNull(),
  accepted_at: tstz('accepted_at'),
  accepted_by_id: id('accepted_by_id'),
});
