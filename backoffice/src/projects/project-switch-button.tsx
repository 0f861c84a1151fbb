/**
 * One switch of a project (POST/DELETE /api/projects/{id}/{name}): the button says what it will do, asks for
 * confirmation (a ban for its reason, with the API's field error under the field), and flipping it back is
 * the undo. Takes effect at the next request; recorded in the audit log.
 */
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminProject } from '@storyfund/shared/contract';
import { ReasonField, useReason } from '../components/reason-field.js';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { actionOf, type ProjectSwitch } from './project-switches.js';

export function ProjectSwitchButton({ item, onDone }: { item: ProjectSwitch; onDone?: () => void }) {
  const project = useRecordContext<AdminProject>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const reason = useReason();
  if (!project) return null;
  const on = item.isOn(project);
  const action = actionOf(item, project);
  const asksReason = !on && item.needsReason === true;

  const close = () => {
    setOpen(false);
    reason.reset();
  };

  async function apply() {
    if (!project) return;
    if (asksReason && !reason.check()) return;
    setBusy(true);
    try {
      await dataProvider.setSwitch('projects', {
        id: project.id,
        name: item.name,
        on: !on,
        ...(asksReason ? { reason: reason.value } : {}),
      });
      notify(`${action}: done for “${project.title}”.`, { type: 'success' });
      close();
      refresh();
      onDone?.();
    } catch (error) {
      if (!reason.showApiError(error)) {
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
            <ReasonField
              reason={reason}
              hint="Kept in the audit log. The project disappears for everyone but admins at the next request."
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
