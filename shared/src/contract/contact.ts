/** The contact form and the back-office's contact messages (docs/api-contact.md). */
import { CONTACT_REASONS } from '../constants/index.js';
import { Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

const REASON_VALUES = CONTACT_REASONS.map((r) => r.value);

/** POST /users/send-contact-us-message: anyone; the reason list and the rules are the API's to check (validation/contact.ts). */
export const ContactMessageBody = Type.Object(
  {
    name: Text(200),
    email: Text(320),
    reason: Text(100),
    message: Text(20_000),
    /** The bot-check widget's token, when a bot check is configured. */
    bot_token: Type.Optional(Text(4096)),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Static<typeof ContactMessageBody>;

export const ContactReceipt = Type.Object({ id: Id, created_at: Timestamp });
export type ContactReceipt = Static<typeof ContactReceipt>;

const CONTACT_STATUSES = ['new', 'answered'] as const;

export const ContactMessage = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  reason: StringEnum(REASON_VALUES),
  message: Type.String(),
  /** The sender's account when they were logged in. */
  user_id: Nullable(Id),
  status: StringEnum(CONTACT_STATUSES),
  answer: Nullable(Type.String()),
  answered_by: Nullable(Id),
  answered_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type ContactMessage = Static<typeof ContactMessage>;

/** GET /contact-messages (admins): newest first, optionally of one status. */
export const ContactMessageQuery = Query({ ...PageFields(25), status: Type.Optional(StringEnum(CONTACT_STATUSES)) });
export type ContactMessageQuery = Static<typeof ContactMessageQuery>;

export const ContactMessageList = ListOf(ContactMessage);
export type ContactMessageList = Static<typeof ContactMessageList>;

/** POST /contact-messages/{id}/answer (admins): emailed to the sender. */
export const ContactAnswerBody = Type.Object({ answer: Text(20_000) }, { additionalProperties: false });
export type ContactAnswerBody = Static<typeof ContactAnswerBody>;
