/**
 * One switch of a project (POST/DELETE /api/projects/{id}/{name}): the button says what it will do, asks for
 * confirmation (a ban for its reason, with the API's field error under the field), and flipping it back is
 * the undo. Takes effect at the next request; recorded in the audit log.
 */
import { useState } from 'react';
import { TextField as MuiTextField } from '@mui/material';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminProject } from '@storyfund/shared/contract';
import { validateModerationReason } from '@storyfund/shared/validation';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { actionOf, type ProjectSwitch } from './project-switches.js';

function fieldError(error: unknown, field: string): string | undefined {
  const value = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors?.[field];
  return typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

export function ProjectSwitchButton({ item, onDone }: { item: ProjectSwitch; onDone?: () => void }) {
  const project = useRecordContext<AdminProject>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  if (!project) return null;
  const on = item.isOn(project);
  const action = actionOf(item, project);
  const asksReason = !on && item.needsReason === true;

  const close = () => {
    setOpen(false);
    setReason('');
    setReasonError(undefined);
  };

  async function apply() {
    if (!project) return;
    if (asksReason) {
      const problem = validateModerationReason(reason);
      if (problem) return setReasonError(problem);
    }
    setBusy(true);
    try {
      await dataProvider.setSwitch('projects', { id: project.id, name: item.name, on: !on, ...(asksReason ? { reason } : {}) });
      notify(`${action}: done for “${project.title}”.`, { type: 'success' });
      close();
      refresh();
      onDone?.();
    } catch (error) {
      const onReason = fieldError(error, 'reason');
      if (onReason) setReasonError(onReason);
      else {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        close();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        label={action}
        aria-label={`${action}: ${project.title}`}
        variant={on ? 'outlined' : 'text'}
        color={item.needsReason && !on ? 'error' : 'primary'}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={busy}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${action}: “${project.title}”?`}
        content={
          asksReason ? (
            <MuiTextField
              label="Reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
              error={reasonError !== undefined}
              helperText={reasonError ?? 'Kept in the audit log. The project disappears for everyone but admins at the next request.'}
              required
              fullWidth
              multiline
              autoFocus
              margin="dense"
            />
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
