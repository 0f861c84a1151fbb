/** The landing page: who is signed in and where to go. Statistics arrive with their API. */
import PeopleIcon from '@mui/icons-material/People';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useGetIdentity, usePermissions } from 'react-admin';
import type { StaffPermissions } from '../providers/auth-provider.js';

export function Dashboard() {
  const { identity } = useGetIdentity();
  const createPath = useCreatePath();
  const { permissions } = usePermissions<StaffPermissions>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Storyfund back-office" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {identity
            ? `Signed in as ${String(identity['email'] ?? identity.fullName)}, ${permissions === 'sales' ? 'sales team' : 'administrator'}.`
            : 'Loading your account…'}
        </Typography>
      </CardContent>
      {permissions === 'admin' ? (
        <CardActions>
          <Button component={Link} to={createPath({ resource: 'users', type: 'list' })} startIcon={<PeopleIcon />}>
            Users
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
