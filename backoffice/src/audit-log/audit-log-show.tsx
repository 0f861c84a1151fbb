/** One audit entry: who, when, what, why, and each field before and after. Nothing here can change it. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import type { AuditEntry } from '@storyfund/shared/contract';
import { UtcDateTimeField } from '../components/display-fields.js';
import { changedFields, targetLabel } from './audit-display.js';

function BeforeAfter() {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  return (
    <Table size="small" aria-label="Before and after">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changedFields(entry).map((row) => (
          <TableRow key={row.field} selected={row.changed}>
            <TableCell>{row.field}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.before}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function AuditLogShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="id" label="Entry" />
        <UtcDateTimeField source="created_at" label="When (UTC)" />
        <FunctionField<AuditEntry> label="Who" render={(entry) => `${entry.actor_name} (user #${entry.actor_id})`} />
        <TextField source="action" label="Action" />
        <FunctionField<AuditEntry> label="Target" render={(entry) => targetLabel(entry)} />
        <TextField source="reason" label="Reason" emptyText="—" />
        <BeforeAfter />
      </SimpleShowLayout>
    </Show>
  );
}
