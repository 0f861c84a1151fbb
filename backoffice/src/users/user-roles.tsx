/** The accounts this user works on as a collaborator, with the role on each (spec §6). */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, ReferenceField, useRecordContext } from 'react-admin';
import { COLLABORATOR_ROLE_LABELS } from '@storyfund/shared/constants';
import type { SessionUser } from '@storyfund/shared/contract';

export function UserRoles() {
  const user = useRecordContext<SessionUser>();
  const roles = user?.roles ?? [];
  if (roles.length === 0) return <Typography variant="body2">No collaborator roles.</Typography>;
  return (
    <Table size="small" aria-label="Collaborator roles">
      <TableHead>
        <TableRow>
          <TableCell>Account</TableCell>
          <TableCell>Role</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {roles.map((role) => (
          <TableRow key={`${role.controlled_user_id}-${role.role}`}>
            <TableCell>
              <RecordContextProvider value={role}>
                <ReferenceField source="controlled_user_id" reference="users" link="show" />
              </RecordContextProvider>
            </TableCell>
            <TableCell>{COLLABORATOR_ROLE_LABELS[role.role] ?? role.role}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
