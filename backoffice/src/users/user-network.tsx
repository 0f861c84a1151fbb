/**
 * A partner account's network members (GET/POST/DELETE /api/users/{id}/network-members, issue #10): add an
 * existing account by id or email (moving it from another network only when asked), remove one after a
 * confirmation. Each change is audited by the API; the member's next session lands on the network page.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm, Link, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { NetworkMemberAdmin, SessionUser } from '@storyfund/shared/contract';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { fieldError } from '../providers/api-errors.js';

function AddMemberForm({ networkId, onAdded }: { networkId: number; onAdded: () => void }) {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const [who, setWho] = useState('');
  const [move, setMove] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = who.trim();
    if (!value) return setError('Enter an account id or an email address');
    const body = /^\d+$/.test(value) ? { user_id: Number(value) } : { email: value };
    setBusy(true);
    setError(undefined);
    try {
      await dataProvider.addNetworkMember({ id: networkId, data: { ...body, ...(move ? { move: true } : {}) } });
      notify('Member added.', { type: 'info' });
      setWho('');
      setMove(false);
      onAdded();
    } catch (err) {
      setError(
        fieldError(err, 'user_id') ??
          fieldError(err, 'email') ??
          fieldError(err, 'id') ??
          (err instanceof Error ? err.message : 'The member could not be added.'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add a member">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Account id or email"
          value={who}
          onChange={(event) => setWho(event.target.value)}
          error={!!error}
          helperText={error ?? ' '}
        />
        <FormControlLabel
          control={<Checkbox checked={move} onChange={(event) => setMove(event.target.checked)} />}
          label="Move from another network"
        />
        <Button type="submit" variant="contained" disabled={busy}>
          Add member
        </Button>
      </Stack>
    </form>
  );
}

export function UserNetwork() {
  const user = useRecordContext<SessionUser>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const [members, setMembers] = useState<{ data: NetworkMemberAdmin[]; total: number }>();
  const [removing, setRemoving] = useState<NetworkMemberAdmin | null>(null);
  const id = user?.is_partner ? user.id : undefined;

  const load = useCallback(() => {
    if (id === undefined) return;
    dataProvider.getNetworkMembers({ id }).then(
      (result) => setMembers(result),
      () => notify('The network members could not be loaded.', { type: 'error' }),
    );
  }, [dataProvider, id, notify]);
  useEffect(load, [load]);

  async function remove() {
    if (id === undefined || !removing) return;
    try {
      await dataProvider.removeNetworkMember({ id, memberId: removing.id });
      notify(`${removing.name} left the network.`, { type: 'info' });
      load();
    } catch {
      notify('The member could not be removed.', { type: 'error' });
    } finally {
      setRemoving(null);
    }
  }

  if (!user) return null;
  if (!user.is_partner) return <Typography variant="body2">Only a partner account can be a network.</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {user.is_white_labeled_partner
          ? 'A white-labelled network: its members land on its page and see no other partners recommended.'
          : 'Not white-labelled (Tools turns it on): members are listed on its profile.'}
      </Typography>
      <AddMemberForm networkId={user.id} onAdded={load} />
      {!members ? (
        <p>Loading the members…</p>
      ) : members.total === 0 ? (
        <Typography variant="body2">No members yet.</Typography>
      ) : (
        <Table size="small" aria-label="Network members">
          <TableHead>
            <TableRow>
              <TableCell>Member</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.data.map((member) => (
              <TableRow key={member.id}>
                <TableCell>
                  <Link to={`/users/${member.id}/show`}>{member.name || `#${member.id}`}</Link>
                </TableCell>
                <TableCell>{member.email ?? '—'}</TableCell>
                <TableCell>{member.banned_at ? 'Banned (not shown publicly)' : member.is_partner ? 'Partner' : 'Member'}</TableCell>
                <TableCell>
                  <Button size="small" color="error" onClick={() => setRemoving(member)} aria-label={`Remove ${member.name || member.id}`}>
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Confirm
        isOpen={removing !== null}
        title="Remove this member?"
        content={removing ? `${removing.name} will leave the network and land on their own pages from their next visit.` : ''}
        confirm="Remove"
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
