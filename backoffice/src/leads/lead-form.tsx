/** The fields of a lead, checked by the shared rules (validation/lead.ts) before the API checks them again. */
import { DateInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { ReactElement } from 'react';
import {
  validateLeadContactName,
  validateLeadCountry,
  validateLeadDate,
  validateLeadEmail,
  validateLeadNextStep,
  validateLeadNotes,
  validateLeadOrganization,
  validateLeadPhone,
  validateLeadSource,
  validateLeadStage,
} from '@storyfund/shared/validation';
import { CountryInput } from '../components/country-input.js';
import { OwnerInput, sourceChoices, stageChoices } from './lead-choices.js';

export function LeadForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm {...(toolbar ? { toolbar } : {})}>
      <TextInput source="organization_name" label="Organisation" validate={validateLeadOrganization} />
      <TextInput source="contact_name" label="Contact name" validate={validateLeadContactName} />
      <TextInput source="email" label="Email" validate={validateLeadEmail} />
      <TextInput source="phone" label="Phone" type="tel" validate={validateLeadPhone} />
      <CountryInput source="country_code" label="Country" validate={validateLeadCountry} />
      <SelectInput source="source" label="Source" choices={sourceChoices} validate={validateLeadSource} />
      <SelectInput source="stage" label="Stage" choices={stageChoices} validate={validateLeadStage} />
      <OwnerInput source="owner_id" label="Owner" helperText="Leave empty to own it yourself" />
      <TextInput source="next_step" label="Next step" validate={validateLeadNextStep} />
      <DateInput source="next_step_date" label="Next step date" validate={validateLeadDate} />
      <TextInput source="notes" label="Notes" multiline minRows={3} validate={validateLeadNotes} />
    </SimpleForm>
  );
}
