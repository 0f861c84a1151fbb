/**
 * /audit: partners with both scores (GET /api/partner-scores) on the admin data grid: sorted, searched and paged
 * on the server through the data provider; a partner's name opens its scores' details; CSV export of the list.
 */
import type { GridColDef } from '@mui/x-data-grid';
import { Link, List, SearchInput, TopToolbar, useCreatePath, useListContext } from 'react-admin';
import type { PartnerScoreRow } from '@storyfund/shared/contract';
import { AdminGrid } from '../components/admin-grid.js';
import { ExportCsvButton } from '../components/export-csv-button.js';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ListActions() {
  const { filterValues, sort } = useListContext();
  return (
    <TopToolbar>
      <ExportCsvButton
        path="partner-scores/export"
        query={{ ...(filterValues as Record<string, string>), sort: sort.field, order: sort.order.toLowerCase() }}
      />
    </TopToolbar>
  );
}

/** The partner's name, a link to the details of its two scores. */
function PartnerLink({ row }: { row: PartnerScoreRow }) {
  const createPath = useCreatePath();
  return <Link to={createPath({ resource: 'partner-scores', id: row.id, type: 'show' })}>{row.name}</Link>;
}

const columns: GridColDef<PartnerScoreRow>[] = [
  { field: 'name', headerName: 'Partner', flex: 1, minWidth: 200, renderCell: ({ row }) => <PartnerLink row={row} /> },
  { field: 'audit_score', headerName: 'Audit score', type: 'number', width: 120 },
  { field: 'social_score', headerName: 'Social score', type: 'number', width: 120 },
  { field: 'active_projects', headerName: 'Active projects', type: 'number', width: 140 },
  { field: 'followers', headerName: 'Followers', type: 'number', width: 110 },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 120,
    valueFormatter: (value: number | null) => (value === null ? 'No reviews' : value.toFixed(1)),
  },
];

export function PartnerScoreList() {
  return (
    <List
      title="Audit and social scores"
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      sort={{ field: 'audit_score', order: 'DESC' }}
      pagination={false}
      exporter={false}
    >
      <AdminGrid<PartnerScoreRow> label="Audit and social scores" columns={columns} />
    </List>
  );
}
