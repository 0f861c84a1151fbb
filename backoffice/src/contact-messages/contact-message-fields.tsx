import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { contactReasonLabel, type ContactReason } from '@storyfund/shared/constants';
import type { ContactMessage } from '@storyfund/shared/contract';

export const reasonText = (reason: string) => contactReasonLabel(reason as ContactReason);

export function ContactStatusChip() {
  const message = useRecordContext<ContactMessage>();
  if (!message) return null;
  // Outlined: the label keeps the theme's text contrast (a filled warning chip is 3.1:1).
  return <Chip size="small" variant="outlined" label={message.status === 'new' ? 'New' : 'Answered'} />;
}
