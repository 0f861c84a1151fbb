/**
 * /admin (spec §2, issue #11): the back-office opens on the users and projects tables, side by side with their
 * own paging and sorting on the server (not kept in the URL); each heading leads to the full table with its
 * filters, export and tools.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link, ListBase, Title, useCreatePath } from 'react-admin';
import type { AdminProject, SessionUser } from '@storyfund/shared/contract';
import { AdminGrid, inRecord } from './admin-grid.js';
import { projectColumns } from '../projects/project-list.js';
import { UserKindChips } from '../users/user-kind-chips.js';
import { userLabel } from '../users/user-display.js';
import { centsCell, utcCell } from '../admin-tables/grid-format.js';

function UserLink({ user }: { user: SessionUser }) {
  const createPath = useCreatePath();
  return (
    <MuiLink component={Link} to={createPath({ resource: 'users', id: user.id, type: 'show' })}>
      {userLabel(user)}
    </MuiLink>
  );
}

// The API sorts users by email, money given, sign-up and last login (USER_SORTS); the other columns do not sort.
const userColumns: GridColDef<SessionUser>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180, sortable: false, renderCell: ({ row }) => <UserLink user={row} /> },
  { field: 'email', headerName: 'Email', minWidth: 200 },
  { field: 'kinds', headerName: 'Kind', minWidth: 140, sortable: false, renderCell: inRecord(() => <UserKindChips />) },
  { field: 'amount_given_cents', headerName: 'Given', width: 110, valueFormatter: centsCell },
  { field: 'created_at', headerName: 'Created (UTC)', width: 170, valueFormatter: utcCell },
  { field: 'last_logged_at', headerName: 'Last login (UTC)', width: 170, valueFormatter: utcCell },
];

function Table({ title, resource, children }: { title: string; resource: string; children: ReactNode }) {
  const createPath = useCreatePath();
  return (
    <Card component="section" aria-labelledby={`admin-home-${resource}`}>
      <CardContent>
        <Typography id={`admin-home-${resource}`} variant="h6" component="h2" gutterBottom>
          <MuiLink component={Link} to={createPath({ resource, type: 'list' })}>
            {title}
          </MuiLink>
        </Typography>
        <ListBase resource={resource} perPage={10} sort={{ field: 'created_at', order: 'DESC' }} disableSyncWithLocation>
          {children}
        </ListBase>
      </CardContent>
    </Card>
  );
}

export function AdminHomePage() {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Users and projects" />
      <Typography variant="h5" component="h1">
        Users and projects
      </Typography>
      <Table title="Users" resource="users">
        <AdminGrid<SessionUser> label="Users" columns={userColumns} />
      </Table>
      <Table title="Projects" resource="projects">
        <AdminGrid<AdminProject> label="Projects" columns={projectColumns} />
      </Table>
    </Box>
  );
}
