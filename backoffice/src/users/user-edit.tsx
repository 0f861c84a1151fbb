/** The profile fields an admin may change (PATCH /api/users/{id}), checked by the shared rules. */
import { BooleanInput, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { NOTIFICATION_FREQUENCIES, NOTIFICATION_FREQUENCY_LABELS } from '@storyfund/shared/constants';
import { validateName } from '@storyfund/shared/validation';
import { CountryInput } from '../components/country-input.js';

const validateFirstName = (value: unknown) => validateName(value, 'First name');
const validateLastName = (value: unknown) => validateName(value, 'Last name');

const frequencyChoices = NOTIFICATION_FREQUENCIES.map((id) => ({ id, name: NOTIFICATION_FREQUENCY_LABELS[id] }));

/** Accounts are not deleted from here: save only. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function UserEdit() {
  return (
    // Pessimistic, so the API's field errors come back onto the form.
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="first_name" label="First name" validate={validateFirstName} />
        <TextInput source="last_name" label="Last name" validate={validateLastName} />
        <TextInput source="bio" label="Bio" multiline minRows={3} />
        <CountryInput source="country_code" label="Country" />
        <TextInput source="organization_name" label="Organisation" />
        <BooleanInput source="show_organization_name" label="Show organisation name" />
        <TextInput source="physical_address" label="Physical address" multiline />
        <SelectInput source="notification_frequency" label="Notification frequency" choices={frequencyChoices} />
        <BooleanInput source="unsubscribed" label="Unsubscribed from emails" />
      </SimpleForm>
    </Edit>
  );
}
