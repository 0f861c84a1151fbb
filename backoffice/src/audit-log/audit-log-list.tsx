/** The audit log, newest first, filtered by action, target, who and a UTC date range (end day excluded). */
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  NumberInput,
  Pagination,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { ExportCsvButton } from '../components/export-csv-button.js';
import type { AuditEntry } from '@storyfund/shared/contract';
import { UtcDateTimeField } from '../components/display-fields.js';
import { TARGET_CHOICES, dayToUtc, targetLabel, utcToDay } from './audit-display.js';

const filters = [
  <TextInput key="action" source="action" label="Action" alwaysOn helperText="e.g. user.ban.on" />,
  <SelectInput key="target_type" source="target_type" label="Target" choices={TARGET_CHOICES} alwaysOn />,
  <NumberInput key="target_id" source="target_id" label="Target id" />,
  <NumberInput key="actor_id" source="actor_id" label="Who (user id)" />,
  <DateInput key="datestart" source="datestart" label="From (UTC)" parse={dayToUtc} format={utcToDay} />,
  <DateInput key="dateend" source="dateend" label="Before (UTC)" parse={dayToUtc} format={utcToDay} />,
];

const Col = DataTable.Col<AuditEntry>;

/** The filters' button and "Export CSV" of every entry the filters select (GET /api/audit-log/export, streamed). */
function AuditLogActions() {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton path="audit-log/export" query={filterValues as Record<string, string>} />
    </TopToolbar>
  );
}

export function AuditLogList() {
  return (
    <List
      title="Audit log"
      filters={filters}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
      actions={<AuditLogActions />}
    >
      <DataTable<AuditEntry> rowClick="show" bulkActionButtons={false}>
        <Col source="created_at" label="When (UTC)" disableSort>
          <UtcDateTimeField source="created_at" />
        </Col>
        <Col source="actor_name" label="Who" disableSort>
          <TextField source="actor_name" />
        </Col>
        <Col source="action" label="Action" disableSort>
          <TextField source="action" />
        </Col>
        <Col label="Target" disableSort render={(entry) => targetLabel(entry)} />
        <Col source="reason" label="Reason" disableSort>
          <TextField source="reason" emptyText="—" />
        </Col>
      </DataTable>
    </List>
  );
}
