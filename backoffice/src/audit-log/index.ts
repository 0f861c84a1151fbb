/** The audit log resource: read-only list and show of every admin and sales action, loaded when first opened. */
import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import type { AuditEntry } from '@storyfund/shared/contract';

export const auditLog = {
  icon: HistoryIcon,
  options: { label: 'Audit log' },
  list: lazy(() => import('./audit-log-list.js').then((m) => ({ default: m.AuditLogList }))),
  show: lazy(() => import('./audit-log-show.js').then((m) => ({ default: m.AuditLogShow }))),
  recordRepresentation: (entry: AuditEntry) => `${entry.action} #${entry.id}`,
};
