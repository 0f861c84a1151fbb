/**
 * The tools on a user's page: each account switch with its state and the button that flips it, after a
 * confirmation (a ban asks for its reason). Flipping back is the undo. Every change lands in the audit log.
 */
import { useState } from 'react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { SessionUser } from '@storyfund/shared/contract';
import { ReasonField, useReason } from '../components/reason-field.js';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { switchesFor, type UserSwitch } from './user-switches.js';
import { userName } from './user-display.js';

interface Pending {
  item: UserSwitch;
  on: boolean;
}

export function UserTools() {
  const user = useRecordContext<SessionUser>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Pending | null>(null);
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const close = () => {
    setPending(null);
    reason.reset();
  };

  async function apply() {
    if (!user || !pending) return;
    const asksReason = pending.on && pending.item.needsReason === true;
    if (asksReason && !reason.check()) return;
    setBusy(true);
    try {
      const calls = pending.item.calls;
      if (calls) await dataProvider.postUserCall({ id: user.id, call: pending.on ? calls.on : calls.off });
      else
        await dataProvider.setSwitch('users', {
          id: user.id,
          name: pending.item.name,
          on: pending.on,
          ...(asksReason ? { reason: reason.value } : {}),
        });
      notify(`${pending.on ? pending.item.turnOn : pending.item.turnOff}: done for ${userName(user)}.`, { type: 'success' });
      close();
      refresh();
    } catch (error) {
      if (!reason.showApiError(error)) {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        close();
      }
    } finally {
      setBusy(false);
    }
  }

  const action = pending ? (pending.on ? pending.item.turnOn : pending.item.turnOff) : '';
  return (
    <>
      <Table size="small" aria-label="Tools">
        <TableBody>
          {switchesFor(user).map((item) => {
            const on = item.isOn(user);
            return (
              <TableRow key={item.name}>
                <TableCell component="th" scope="row">
                  {item.label}
                </TableCell>
                <TableCell>{on ? 'Yes' : 'No'}</TableCell>
                <TableCell>
                  <Button
                    label={on ? item.turnOff : item.turnOn}
                    color={item.name === 'ban' && !on ? 'error' : 'primary'}
                    variant="outlined"
                    onClick={() => setPending({ item, on: !on })}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title={`${action}: ${userName(user)}?`}
        content={
          pending?.on && pending.item.needsReason ? (
            <ReasonField reason={reason} hint="Kept in the audit log. The account is signed out at its next request." />
          ) : (
            'It takes effect at once and is recorded in the audit log. You can undo it from here.'
          )
        }
        confirm={action}
        cancel="Cancel"
        onConfirm={() => void apply()}
        onClose={close}
      />
    </>
  );
}
