/**
 * One promotion switch of a project (POST/DELETE /api/projects/{id}/{name}) in the grid's row: the button
 * says what it will do, asks for confirmation, and flipping it back is the undo. Recorded in the audit log.
 */
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Project } from '@storyfund/shared/contract';
import type { StoryfundDataProvider } from '../providers/data-provider.js';

interface Props {
  name: 'staff-picks' | 'featured';
  isOn: (project: Project) => boolean;
  turnOn: string;
  turnOff: string;
}

export function PromotionButton({ name, isOn, turnOn, turnOff }: Props) {
  const project = useRecordContext<Project>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!project) return null;
  const on = isOn(project);
  const action = on ? turnOff : turnOn;

  async function apply() {
    if (!project) return;
    setBusy(true);
    try {
      await dataProvider.setSwitch('projects', { id: project.id, name, on: !on });
      notify(`${action}: done for “${project.title}”.`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button
        label={action}
        aria-label={`${action}: ${project.title}`}
        variant={on ? 'outlined' : 'text'}
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
        content="It takes effect at once and is recorded in the audit log. You can undo it from here."
        confirm={action}
        cancel="Cancel"
        onConfirm={() => void apply()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
