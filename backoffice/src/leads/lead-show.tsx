/** One lead: its fields, the partner account it became, and when. */
import { EditButton, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { formatUtcDate } from '@storyfund/shared/dates';
import type { Lead } from '@storyfund/shared/contract';
import { CountryField, UtcDateTimeField } from '../components/display-fields.js';
import { StageChip, sourceText } from './lead-fields.js';

function ShowActions() {
  return (
    <TopToolbar>
      <EditButton />
    </TopToolbar>
  );
}

export function LeadShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="organization_name" label="Organisation" />
        <TextField source="contact_name" label="Contact name" emptyText="—" />
        <TextField source="email" label="Email" emptyText="—" />
        <TextField source="phone" label="Phone" emptyText="—" />
        <CountryField source="country_code" label="Country" />
        <FunctionField<Lead> label="Source" render={(lead) => sourceText(lead.source)} />
        <StageChip label="Stage" />
        <TextField source="owner_name" label="Owner" />
        <TextField source="next_step" label="Next step" emptyText="—" />
        <FunctionField<Lead> label="Next step date" render={(lead) => (lead.next_step_date ? formatUtcDate(lead.next_step_date) : '—')} />
        <TextField source="notes" label="Notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<Lead>
          label="Partner account"
          render={(lead) => (lead.partner_user_id ? `Account #${lead.partner_user_id} (signed up as a partner)` : 'Not signed up yet')}
        />
        <UtcDateTimeField source="won_at" label="Won" />
        <UtcDateTimeField source="created_at" label="Added" />
        <UtcDateTimeField source="updated_at" label="Changed" />
      </SimpleShowLayout>
    </Show>
  );
}
