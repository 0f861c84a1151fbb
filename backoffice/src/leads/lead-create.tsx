/** A new lead (POST /api/leads): a new stage unless chosen, owned by its creator unless another owner is chosen. */
import { Create } from 'react-admin';
import { LeadForm } from './lead-form.js';

export function LeadCreate() {
  return (
    // Pessimistic by nature (a create waits for the API), so the API's field errors come back onto the form.
    <Create redirect="show" record={{ stage: 'new', source: 'outbound' }}>
      <LeadForm />
    </Create>
  );
}
