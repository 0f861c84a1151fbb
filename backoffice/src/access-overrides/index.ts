/** The override table (spec §6, issue #10): users allowed to act for an account; list, add, remove (admins). */
import { lazy } from 'react';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { AccessOverride } from '@storyfund/shared/contract';

export const accessOverrides = {
  icon: SupervisorAccountIcon,
  options: { label: 'Account overrides' },
  list: lazy(() => import('./access-override-list.js').then((m) => ({ default: m.AccessOverrideList }))),
  create: lazy(() => import('./access-override-create.js').then((m) => ({ default: m.AccessOverrideCreate }))),
  recordRepresentation: (row: AccessOverride) => `${row.user_name} for ${row.account_name}`,
};
