/** Partners with both scores (GET /api/partner-scores): sorted, searched and paged on the server; CSV export. */
import { DataTable, List, Pagination, SearchInput, TopToolbar, useListContext } from 'react-admin';
import type { PartnerScoreRow } from '@storyfund/shared/contract';
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

const Col = DataTable.Col<PartnerScoreRow>;
const NumberCol = DataTable.NumberCol<PartnerScoreRow>;

export function PartnerScoreList() {
  return (
    <List
      title="Audit and social scores"
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      sort={{ field: 'audit_score', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
    >
      <DataTable<PartnerScoreRow> rowClick="show" bulkActionButtons={false}>
        <Col source="name" label="Partner" />
        <NumberCol source="audit_score" label="Audit score" />
        <NumberCol source="social_score" label="Social score" />
        <NumberCol source="active_projects" label="Active projects" />
        <NumberCol source="followers" label="Followers" />
        <Col source="rating" label="Rating" render={(row) => (row.rating === null ? 'No reviews' : row.rating.toFixed(1))} />
      </DataTable>
    </List>
  );
}
