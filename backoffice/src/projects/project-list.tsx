/**
 * Every project, banned and closed too (GET /api/projects/admin), on a data grid paged, sorted and filtered on
 * the server, with the tools on each row (staff-pick, feature, and the Tools dialog: force, special, final
 * visual update, ban with a reason) and the staff-pick and feature switches for the selected rows.
 */
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput } from 'react-admin';
import { ADMIN_PROJECT_FLAGS, PROJECT_STATUSES } from '@storyfund/shared/constants';
import type { AdminProject } from '@storyfund/shared/contract';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import { AdminGrid, inRecord } from '../components/admin-grid.js';
import { ListExportActions } from '../components/list-export-actions.js';
import { ProjectBulkActions } from './project-bulk-actions.js';
import { PROJECT_SWITCHES } from './project-switches.js';
import { ProjectSwitchButton } from './project-switch-button.js';
import { ProjectToolsButton } from './project-tools-dialog.js';

const FLAG_NAMES: Record<(typeof ADMIN_PROJECT_FLAGS)[number], string> = {
  staff_pick: 'Staff picks',
  force_staff_pick: 'Forced staff picks',
  featured: 'Featured',
  special: 'Special',
  final_visual_update: 'Final visual update',
  banned: 'Banned',
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={PROJECT_STATUSES.map((s) => ({ id: s, name: s }))} alwaysOn />,
  <SelectInput key="flag" source="flag" label="Flag" choices={ADMIN_PROJECT_FLAGS.map((f) => ({ id: f, name: FLAG_NAMES[f] }))} />,
];

const cents = (value: unknown) => (typeof value === 'number' ? formatCents(value) : '');
const utc = (value: unknown) => (typeof value === 'string' ? formatUtcDateTime(value) : '');

/** The grid's columns, with each row's tools (the /admin page shows the same grid). */
export const projectColumns: GridColDef<AdminProject>[] = [
  { field: 'id', headerName: 'Id', width: 80, sortable: false },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'owner_name', headerName: 'Owner', minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    renderCell: ({ row }) => <Chip size="small" label={row.status} color={row.status === 'banned' ? 'error' : 'default'} />,
  },
  { field: 'amount_raised_cents', headerName: 'Raised', width: 120, valueFormatter: cents },
  { field: 'goal_amount_cents', headerName: 'Goal', width: 120, valueFormatter: cents },
  { field: 'created_at', headerName: 'Created (UTC)', width: 170, valueFormatter: utc },
  { field: 'staff_picked_at', headerName: 'Picked (UTC)', width: 170, valueFormatter: utc },
  {
    field: 'staff_pick',
    headerName: 'Staff pick',
    width: 130,
    sortable: false,
    renderCell: inRecord(() => <ProjectSwitchButton item={PROJECT_SWITCHES.staffPick} />),
  },
  {
    field: 'featured',
    headerName: 'Featured',
    width: 130,
    sortable: false,
    renderCell: inRecord(() => <ProjectSwitchButton item={PROJECT_SWITCHES.featured} />),
  },
  { field: 'tools', headerName: 'Tools', width: 110, sortable: false, renderCell: inRecord(() => <ProjectToolsButton />) },
];

export function ProjectList() {
  return (
    <List
      title="Projects"
      filters={filters}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={false}
      exporter={false}
      actions={<ListExportActions path="projects/admin/export" />}
    >
      <AdminGrid<AdminProject> label="Projects" columns={projectColumns} bulkActions={<ProjectBulkActions />} />
    </List>
  );
}
