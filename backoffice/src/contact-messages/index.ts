/** The contact messages resource (issue #12): what visitors sent with the contact form; staff read and answer them. */
import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';
import type { ContactMessage } from '@storyfund/shared/contract';

export const contactMessages = {
  icon: MailIcon,
  options: { label: 'Contact messages' },
  list: lazy(() => import('./contact-message-list.js').then((m) => ({ default: m.ContactMessageList }))),
  show: lazy(() => import('./contact-message-show.js').then((m) => ({ default: m.ContactMessageShow }))),
  recordRepresentation: (message: ContactMessage) => `Message #${message.id} from ${message.name}`,
};
