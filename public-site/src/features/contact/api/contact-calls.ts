import type { ContactMessageBody, ContactReceipt } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

/** POST /api/users/send-contact-us-message: anyone; the session's token goes along when there is one. */
export const sendContactMessage = (api: Transport, body: ContactMessageBody) =>
  api.post<ContactReceipt>('/users/send-contact-us-message', body, { auth: 'optional' });
