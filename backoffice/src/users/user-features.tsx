/**
 * A user's feature flags (GET/PATCH /api/users/{id}/features, issue #10): each flag in force, and a choice of
 * the account kind's default, on or off. A change is saved at once and lands in the audit log.
 */
import { useCallback, useEffect, useState } from 'react';
import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { Features, SessionUser } from '@storyfund/shared/contract';
import { FEATURE_FLAGS, FEATURE_LABELS, type FeatureFlag } from '@storyfund/shared/features';
import type { StoryfundDataProvider } from '../providers/data-provider.js';

type Choice = 'default' | 'on' | 'off';
const choiceOf = (value: boolean | null): Choice => (value === null ? 'default' : value ? 'on' : 'off');
const valueOf = (choice: Choice): boolean | null => (choice === 'default' ? null : choice === 'on');

export function UserFeatures() {
  const user = useRecordContext<SessionUser>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const [features, setFeatures] = useState<Features>();
  const [busy, setBusy] = useState<FeatureFlag | null>(null);
  const id = user?.id;

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    dataProvider.getFeatures({ id }).then(
      ({ data }) => live && setFeatures(data),
      () => live && notify('The feature flags could not be loaded.', { type: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, id, notify]);

  const change = useCallback(
    async (flag: FeatureFlag, choice: Choice) => {
      if (id === undefined) return;
      setBusy(flag);
      try {
        const { data } = await dataProvider.updateFeatures({ id, data: { [flag]: valueOf(choice) } });
        setFeatures(data);
        notify(`${FEATURE_LABELS[flag]}: ${data[flag] ? 'on' : 'off'}${choice === 'default' ? ' (the default)' : ''}.`, { type: 'info' });
      } catch {
        notify('The flag could not be saved.', { type: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [dataProvider, id, notify],
  );

  if (!features) return <p>Loading the feature flags…</p>;
  return (
    <>
      <p>
        Defaults for a {features.account_kind === 'partner' ? 'partner' : 'non-partner'} account apply unless set here. The AI helper is
        always on.
      </p>
      <Table size="small" aria-label="Feature flags">
        <TableHead>
          <TableRow>
            <TableCell>Feature</TableCell>
            <TableCell>In force</TableCell>
            <TableCell>Setting</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {FEATURE_FLAGS.map((flag) => (
            <TableRow key={flag}>
              <TableCell>{FEATURE_LABELS[flag]}</TableCell>
              <TableCell>{features[flag] ? 'On' : 'Off'}</TableCell>
              <TableCell>
                <MuiTextField
                  select
                  size="small"
                  label={`${FEATURE_LABELS[flag]} setting`}
                  value={choiceOf(features.overrides[flag])}
                  disabled={busy !== null}
                  onChange={(event) => void change(flag, event.target.value as Choice)}
                >
                  <MenuItem value="default">Default</MenuItem>
                  <MenuItem value="on">On</MenuItem>
                  <MenuItem value="off">Off</MenuItem>
                </MuiTextField>
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>AI helper</TableCell>
            <TableCell>On</TableCell>
            <TableCell>Always on</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
