/**
 * Donors' given stats on a data grid: the columns the Donors' given stats resource lists, and the grid /donorstats
 * shows under its figures (its own paging and sort on the server, not kept in the URL).
 */
import type { GridColDef } from '@mui/x-data-grid';
import { ListBase } from 'react-admin';
import type { DonorGiven } from '@storyfund/shared/contract';
import { centsCell, utcCell, yesNoCell } from '../admin-tables/grid-format.js';
import { AdminGrid } from './admin-grid.js';

export const DONOR_GIVEN_LABEL = "Donors' given stats";

export const donorGivenColumns: GridColDef<DonorGiven>[] = [
  { field: 'name', headerName: 'Donor', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', minWidth: 200, sortable: false },
  { field: 'amount_given_cents', headerName: 'Lifetime given', width: 130, valueFormatter: centsCell },
  { field: 'gifts_count', headerName: 'Gifts', width: 80, sortable: false },
  { field: 'first_gift_at', headerName: 'First gift (UTC)', width: 170, sortable: false, valueFormatter: utcCell },
  { field: 'last_gift_at', headerName: 'Last gift (UTC)', width: 170, sortable: false, valueFormatter: utcCell },
  { field: 'monthly', headerName: 'Monthly', width: 90, sortable: false, valueFormatter: yesNoCell },
];

/** The same grid inside a report page (its own paging and sort, not kept in the URL). */
export function DonorGivenGrid() {
  return (
    <ListBase resource="donors" perPage={10} sort={{ field: 'amount_given_cents', order: 'DESC' }} disableSyncWithLocation>
      <AdminGrid<DonorGiven> label={DONOR_GIVEN_LABEL} columns={donorGivenColumns} />
    </ListBase>
  );
}
