/** Subscribed users (Finance): the live monthly gifts, on a data grid paged, sorted and filtered on the server. */
import type { GridColDef } from '@mui/x-data-grid';
import { List, NumberInput, SearchInput, SelectInput } from 'react-admin';
import { LIVE_SUBSCRIPTION_STATUSES } from '@storyfund/shared/constants';
import type { SubscribedUser } from '@storyfund/shared/contract';
import { AdminGrid } from '../components/admin-grid.js';
import { ListExportActions } from '../components/list-export-actions.js';
import { centsCell, utcCell } from './grid-format.js';

const STATUS_NAMES: Record<SubscribedUser['status'], string> = { active: 'Active', past_due: 'Past due' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={LIVE_SUBSCRIPTION_STATUSES.map((s) => ({ id: s, name: STATUS_NAMES[s] }))}
    alwaysOn
  />,
  <NumberInput key="project_id" source="project_id" label="Project id" min={1} />,
];

const columns: GridColDef<SubscribedUser>[] = [
  { field: 'donor_name', headerName: 'Donor', flex: 1, minWidth: 160 },
  { field: 'donor_email', headerName: 'Email', minWidth: 200, sortable: false },
  { field: 'project_title', headerName: 'Project', flex: 1, minWidth: 180 },
  { field: 'amount_cents', headerName: 'Monthly', width: 110, valueFormatter: centsCell },
  { field: 'since', headerName: 'Since (UTC)', width: 170, valueFormatter: utcCell },
  { field: 'months_paid', headerName: 'Months paid', width: 110, sortable: false },
  { field: 'next_charge_at', headerName: 'Next renewal (UTC)', width: 170, valueFormatter: utcCell },
  { field: 'status', headerName: 'Status', width: 100, sortable: false, valueFormatter: (v: SubscribedUser['status']) => STATUS_NAMES[v] },
];

export function SubscribedUserList() {
  return (
    <List
      title="Subscribed users"
      filters={filters}
      perPage={25}
      sort={{ field: 'since', order: 'DESC' }}
      pagination={false}
      exporter={false}
      actions={<ListExportActions path="admin/subscribed-users/export" />}
    >
      <AdminGrid<SubscribedUser> label="Subscribed users" columns={columns} />
    </List>
  );
}
