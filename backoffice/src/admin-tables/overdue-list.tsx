/** Overdue (Catalogue): funded, active projects due for an update, the most overdue first. */
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput } from 'react-admin';
import { UPDATE_OVERDUE_DAYS } from '@storyfund/shared/constants';
import type { OverdueProject } from '@storyfund/shared/contract';
import { AdminGrid } from '../components/admin-grid.js';
import { ListExportActions } from '../components/list-export-actions.js';
import { utcCell } from './grid-format.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const columns: GridColDef<OverdueProject>[] = [
  { field: 'title', headerName: 'Project', flex: 1, minWidth: 200 },
  { field: 'owner_name', headerName: 'Owner', minWidth: 160 },
  { field: 'funded_at', headerName: 'Funded (UTC)', width: 170, sortable: false, valueFormatter: utcCell },
  {
    field: 'last_update_at',
    headerName: 'Last update (UTC)',
    width: 170,
    valueFormatter: (v: string | null) => (v ? utcCell(v) : 'None yet'),
  },
  { field: 'days_overdue', headerName: 'Days overdue', width: 120 },
];

export function OverdueList() {
  return (
    <List
      title="Overdue updates"
      filters={filters}
      perPage={25}
      sort={{ field: 'days_overdue', order: 'DESC' }}
      pagination={false}
      exporter={false}
      actions={<ListExportActions path="admin/overdue/export" />}
    >
      <AdminGrid<OverdueProject> label={`Projects without an update for more than ${UPDATE_OVERDUE_DAYS} days`} columns={columns} />
    </List>
  );
}
