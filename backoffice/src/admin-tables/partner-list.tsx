/**
 * Partners (Catalogue): every partner account with its figures and statuses (premium, white-label, large
 * partner, tax-exempt and a pending claim), on a data grid paged, sorted and filtered on the server.
 */
import { Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput, TextInput } from 'react-admin';
import { ADMIN_PARTNER_FLAGS, type AdminPartnerFlag } from '@storyfund/shared/constants';
import type { AdminPartner } from '@storyfund/shared/contract';
import { AdminGrid } from '../components/admin-grid.js';
import { ListExportActions } from '../components/list-export-actions.js';
import { centsCell, ratingCell, utcCell, yesNoCell } from './grid-format.js';

const FLAG_NAMES: Record<AdminPartnerFlag, string> = {
  premium: 'Premium',
  white_label: 'White-label',
  large_partner: 'Large partner',
  tax_exempt: 'Tax-exempt',
  tax_exempt_pending: 'Tax-exempt claim pending',
  banned: 'Banned',
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="flag"
    source="flag"
    label="Status"
    choices={ADMIN_PARTNER_FLAGS.map((f) => ({ id: f, name: FLAG_NAMES[f] }))}
    alwaysOn
  />,
  <TextInput key="country_code" source="country_code" label="Country (ISO code)" parse={(v: string) => v.toUpperCase()} />,
];

function TaxExempt({ partner }: { partner: AdminPartner }) {
  if (partner.tax_exempt_teller) return <Chip size="small" color="success" label="Yes" />;
  if (partner.tax_exempt_requested_at) return <Chip size="small" color="warning" label="Claim pending" />;
  return <>No</>;
}

const columns: GridColDef<AdminPartner>[] = [
  { field: 'name', headerName: 'Organisation', flex: 1, minWidth: 180 },
  { field: 'country_code', headerName: 'Country', width: 80, sortable: false },
  {
    field: 'categories',
    headerName: 'Categories',
    minWidth: 160,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {row.categories.map((c) => (
          <Chip key={c} size="small" label={c} />
        ))}
      </Stack>
    ),
  },
  { field: 'amount_received_cents', headerName: 'Raised', width: 120, valueFormatter: centsCell },
  { field: 'projects_count', headerName: 'Projects', width: 90 },
  { field: 'followers_count', headerName: 'Followers', width: 100 },
  { field: 'rating', headerName: 'Rating', width: 90, valueFormatter: ratingCell },
  { field: 'is_premium', headerName: 'Premium', width: 90, sortable: false, valueFormatter: yesNoCell },
  { field: 'is_white_labeled_partner', headerName: 'White-label', width: 100, sortable: false, valueFormatter: yesNoCell },
  { field: 'large_partner', headerName: 'Large partner', width: 110, sortable: false, valueFormatter: yesNoCell },
  {
    field: 'tax_exempt_teller',
    headerName: 'Tax-exempt',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => <TaxExempt partner={row} />,
  },
  { field: 'created_at', headerName: 'Created (UTC)', width: 170, valueFormatter: utcCell },
];

export function PartnerList() {
  return (
    <List
      title="Partners"
      filters={filters}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={false}
      exporter={false}
      actions={<ListExportActions path="admin/partners/export" />}
    >
      <AdminGrid<AdminPartner> label="Partners" columns={columns} />
    </List>
  );
}
