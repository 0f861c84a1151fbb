/** Leads (GET /api/leads): paged, sorted and filtered on the server by stage, owner, source and a search. */
import { CreateButton, DataTable, List, Pagination, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import type { Lead } from '@storyfund/shared/contract';
import { formatUtcDate } from '@storyfund/shared/dates';
import { CountryField, UtcDateTimeField } from '../components/display-fields.js';
import { OwnerInput, sourceChoices, stageChoices } from './lead-choices.js';
import { StageChip, sourceText } from './lead-fields.js';

const filters = [
  // Matches organisation, contact name or email.
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="stage" source="stage" label="Stage" choices={stageChoices} alwaysOn />,
  <OwnerInput key="owner_id" source="owner_id" label="Owner" />,
  <SelectInput key="source" source="source" label="Source" choices={sourceChoices} />,
];

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="New lead" />
    </TopToolbar>
  );
}

/** The columns whose source the API sorts by (LEAD_SORTS) sort; the others do not. */
const Col = DataTable.Col<Lead>;

export function LeadList() {
  return (
    <List
      title="Leads"
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      sort={{ field: 'updated_at', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
    >
      <DataTable<Lead> rowClick="show" bulkActionButtons={false}>
        <Col source="organization_name" label="Organisation" />
        <Col source="contact_name" label="Contact" disableSort />
        <Col source="stage" label="Stage">
          <StageChip />
        </Col>
        <Col source="owner_name" label="Owner" />
        <Col source="source" label="Source" disableSort render={(lead) => sourceText(lead.source)} />
        <Col source="country_code" label="Country">
          <CountryField source="country_code" />
        </Col>
        <Col
          source="next_step_date"
          label="Next step"
          render={(lead) =>
            [lead.next_step, lead.next_step_date ? `(${formatUtcDate(lead.next_step_date)})` : ''].filter(Boolean).join(' ')
          }
        />
        <Col source="updated_at" label="Changed">
          <UtcDateTimeField source="updated_at" />
        </Col>
      </DataTable>
    </List>
  );
}
