/** The projects grid's bulk actions: staff-pick or unpick the selected rows at once, after a confirmation. */
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { StoryfundDataProvider } from '../providers/data-provider.js';

function BulkSwitchButton({ name, on, label }: { name: string; on: boolean; label: string }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;

  async function apply() {
    setBusy(true);
    const results = await Promise.allSettled(selectedIds.map((id) => dataProvider.setSwitch('projects', { id, name, on })));
    const failed = results.filter((r) => r.status === 'rejected').length;
    setBusy(false);
    setOpen(false);
    if (failed > 0) notify(`${label}: ${count - failed} done, ${failed} failed.`, { type: 'error' });
    else notify(`${label}: done for ${count} project${count === 1 ? '' : 's'}.`, { type: 'success' });
    onUnselectItems();
    refresh();
  }

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={busy || count === 0} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${label}: ${count} project${count === 1 ? '' : 's'}?`}
        content="Each takes effect at once and is recorded in the audit log. You can undo it from here."
        confirm={label}
        cancel="Cancel"
        onConfirm={() => void apply()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function ProjectBulkActions() {
  return (
    <>
      <BulkSwitchButton name="staff-picks" on label="Staff-pick selected" />
      <BulkSwitchButton name="staff-picks" on={false} label="Unpick selected" />
      <BulkSwitchButton name="featured" on label="Feature selected" />
      <BulkSwitchButton name="featured" on={false} label="Unfeature selected" />
    </>
  );
}
