/**
 * A card paid for by the platform (POST /api/gift-cards/admin): amount typed in dollars, sent as cents.
 * The shared rules check it first; the API's field errors (422) come back under the fields.
 */
import { Create, DateInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { GIFT_CARD_KINDS } from '@storyfund/shared/constants';
import { validateDeliveryDate, validateEmail, validateGiftCardAmount, validateMessage } from '@storyfund/shared/validation';
import { DollarsInput } from '../components/dollars-input.js';
import { KIND_FILTER_LABELS } from './gift-card-record.js';

const kindChoices = GIFT_CARD_KINDS.map((id) => ({ id, name: KIND_FILTER_LABELS[id] }));

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const validateAmount = (cents: unknown) => validateGiftCardAmount(cents);
const validateRecipientEmail = (value: unknown) => (blank(value) ? undefined : validateEmail(value));
const validateCardMessage = (value: unknown) => validateMessage(value, 'giftCard');
const validateDeliverOn = (value: unknown) => validateDeliveryDate(value, new Date());

/** Empty optional fields are left out, so the API applies its defaults (deliver today). */
function transform(data: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !blank(value)));
}

export function GiftCardCreate() {
  return (
    // Create is pessimistic: a 422 puts the API's messages under the fields.
    <Create title="New gift card" redirect="list" transform={transform}>
      <SimpleForm defaultValues={{ kind: 'promotional' }}>
        <DollarsInput source="amount_cents" label="Amount ($)" validate={validateAmount} helperText="From $5 to $2,000" />
        <SelectInput source="kind" label="Kind" choices={kindChoices} validate={required()} />
        <TextInput source="recipient_name" label="Recipient name" />
        <TextInput
          source="recipient_email"
          label="Recipient email"
          type="email"
          validate={validateRecipientEmail}
          helperText="The card is emailed when given"
        />
        <TextInput source="message" label="Message" multiline minRows={3} validate={validateCardMessage} />
        <DateInput source="deliver_on" label="Deliver on" validate={validateDeliverOn} helperText="UTC day; empty means today" />
      </SimpleForm>
    </Create>
  );
}
