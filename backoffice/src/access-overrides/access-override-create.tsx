/**
 * A new override (POST /api/access-overrides): the account and the user are picked by name or email from the
 * users list; the shared rule checks them first and the API's field errors (422, 409) come back under the fields.
 */
import { AutocompleteInput, Create, ReferenceInput, SimpleForm, TextInput, required } from 'react-admin';
import type { SessionUser } from '@storyfund/shared/contract';
import { validateAccessOverride } from '@storyfund/shared/validation';

const userText = (user: SessionUser) => `${[user.first_name, user.last_name].join(' ').trim() || user.email || 'User'} (#${user.id})`;
const filterToQuery = (q: string) => ({ q });

/** react-admin's form-level validation takes one message a field. */
const validate = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validateAccessOverride(values) ?? {}).map(([field, messages]) => [field, messages[0]]));

/** GET /users sorts only by the columns it knows (USER_SORTS); react-admin's default, id, is refused. */
const USERS_NEWEST_FIRST = { field: 'created_at', order: 'DESC' } as const;

export function AccessOverrideCreate() {
  return (
    <Create title="New account override" redirect="list">
      <SimpleForm validate={validate}>
        <ReferenceInput source="account_id" reference="users" sort={USERS_NEWEST_FIRST}>
          <AutocompleteInput
            label="Account"
            optionText={userText}
            filterToQuery={filterToQuery}
            validate={required()}
            helperText="The account to act for"
          />
        </ReferenceInput>
        <ReferenceInput source="user_id" reference="users" sort={USERS_NEWEST_FIRST}>
          <AutocompleteInput
            label="User"
            optionText={userText}
            filterToQuery={filterToQuery}
            validate={required()}
            helperText="Acts for the account as the account itself would"
          />
        </ReferenceInput>
        <TextInput source="note" label="Why" multiline minRows={2} />
      </SimpleForm>
    </Create>
  );
}
