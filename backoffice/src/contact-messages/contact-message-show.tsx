/** One contact message and staff's answer (POST /api/contact-messages/{id}/answer, emailed to the sender). */
import { Typography } from '@mui/material';
import {
  Form,
  FunctionField,
  SaveButton,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { ContactMessage } from '@storyfund/shared/contract';
import { validateContactAnswer } from '@storyfund/shared/validation';
import { UtcDateTimeField } from '../components/display-fields.js';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { ContactStatusChip, reasonText } from './contact-message-fields.js';

function AnswerForm() {
  const message = useRecordContext<ContactMessage>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!message) return null;

  async function answer(values: Record<string, unknown>) {
    if (!message) return undefined;
    try {
      await dataProvider.answerContactMessage({ id: message.id, answer: String(values['answer'] ?? '') });
      notify(`Your answer was emailed to ${message.email}.`, { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
      if (errors) return errors;
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  }

  return (
    <Form onSubmit={answer} record={{ answer: '' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {message.status === 'answered' ? 'Answer again' : 'Answer'}
      </Typography>
      <TextInput
        source="answer"
        label="Your answer"
        multiline
        minRows={5}
        fullWidth
        validate={(value: unknown) => validateContactAnswer(value)}
      />
      <SaveButton label="Send the answer" alwaysEnable />
    </Form>
  );
}

export function ContactMessageShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" label="Id" />
        <UtcDateTimeField source="created_at" label="Received" />
        <TextField source="name" label="From" />
        <TextField source="email" label="Email" />
        <FunctionField<ContactMessage> label="About" render={(message) => reasonText(message.reason)} />
        <TextField source="user_id" label="Account id" emptyText="— (not logged in)" />
        <ContactStatusChip />
        <TextField source="message" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="answer" label="Answer sent" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <UtcDateTimeField source="answered_at" label="Answered at" />
      </SimpleShowLayout>
      <SimpleShowLayout>
        <AnswerForm />
      </SimpleShowLayout>
    </Show>
  );
}
