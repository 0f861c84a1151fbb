/** A lead's fields (PATCH /api/leads/{id}: only what changed), audited by the API. */
import { Edit } from 'react-admin';
import { LeadForm } from './lead-form.js';

export function LeadEdit() {
  return (
    // Pessimistic, so the API's field errors come back onto the form.
    <Edit mutationMode="pessimistic" redirect="show">
      <LeadForm />
    </Edit>
  );
}
