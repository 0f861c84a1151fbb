/**
 * Donors' given stats: per donor, lifetime given, gifts, first and last gift, and whether a monthly gift is
 * live; on a data grid paged, sorted and filtered on the server. The resource's list, and the grid /donorstats
 * shows under its figures.
 */
import { List, NullableBooleanInput, SearchInput } from 'react-admin';
import type { DonorGiven } from '@storyfund/shared/contract';
import { AdminGrid } from '../components/admin-grid.js';
import { ListExportActions } from '../components/list-export-actions.js';
import { DONOR_GIVEN_LABEL, donorGivenColumns } from '../components/donor-given-grid.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="monthly" source="monthly" label="Monthly donor" alwaysOn />,
];

export function DonorGivenList() {
  return (
    <List
      title={DONOR_GIVEN_LABEL}
      filters={filters}
      perPage={25}
      sort={{ field: 'amount_given_cents', order: 'DESC' }}
      pagination={false}
      exporter={false}
      actions={<ListExportActions path="admin/donors/export" />}
    >
      <AdminGrid<DonorGiven> label={DONOR_GIVEN_LABEL} columns={donorGivenColumns} />
    </List>
  );
}
