import { contactReasonLabel, type ContactReason } from '@storyfund/shared/constants';
import type {
  ContactMessage,
  ContactMessageBody,
  ContactMessageList,
  ContactMessageQuery,
  ContactReceipt,
} from '@storyfund/shared/contract';
import { validateContactAnswer, validateContactMessage } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { assertValid, NotFoundError, ValidationError } from '../../lib/errors.js';
import { verifyBotCheck } from '../auth/auth.service.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import * as repo from './contact-messages.repository.js';

/** 5 messages an hour from one address, 10 a day to one email: enough for a person, too few to flood staff. */
const CONTACT_IP: RateLimitRule = { name: 'contact:ip', limit: 5, windowSeconds: 60 * 60 };
const CONTACT_EMAIL: RateLimitRule = { name: 'contact:email', limit: 10, windowSeconds: 24 * 60 * 60 };

function contactView(row: repo.ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    reason: row.reason,
    message: row.message,
    user_id: row.user_id,
    status: row.status,
    answer: row.answer,
    answered_by: row.answered_by,
    answered_at: row.answered_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * POST /users/send-contact-us-message: anyone (logged in or not). Checked, bot-checked when configured,
 * rate-limited, stored; staff are emailed the message and the sender a confirmation.
 */
export async function sendContactMessage(ctx: AppContext, caller: Caller, input: ContactMessageBody, ip: string): Promise<ContactReceipt> {
  const errors = validateContactMessage(input);
  if (errors) throw new ValidationError(errors);
  await verifyBotCheck(ctx, input.bot_token, ip);
  const email = input.email.trim().toLowerCase();
  await ctx.rateLimiter.consume(CONTACT_IP, ip);
  await ctx.rateLimiter.consume(CONTACT_EMAIL, email);
  const reason = input.reason as ContactReason; // checked above
  const row = await repo.insertContactMessage(ctx.db, {
    name: input.name.trim(),
    email,
    reason,
    message: input.message.trim(),
    user_id: caller.actor && !caller.actor.is_anonymous ? caller.actor.id : null,
    at: ctx.clock.now(),
  });
  const label = contactReasonLabel(reason);
  await ctx.mailer.send({
    transactional: true,
    to: ctx.config.contactStaffEmail,
    subject: `Contact form #${row.id}: ${label}`,
    text: `${row.name} <${row.email}> wrote (${label}):\n\n${row.message}\n\nAnswer it in the back-office: ${ctx.config.publicUrl}/backoffice/#/contact-messages/${row.id}/show\n`,
  });
  await ctx.mailer.send({
    transactional: true,
    to: row.email,
    subject: 'We received your message',
    text: `Hello ${row.name},\n\nThank you for writing to Storyfund about "${label}". We read every message and answer within two working days.\n\nYour message:\n\n${row.message}\n\nThe Storyfund team\n`,
  });
  return { id: row.id, created_at: row.created_at.toISOString() };
}

export async function listContactMessages(ctx: AppContext, caller: Caller, query: ContactMessageQuery): Promise<ContactMessageList> {
  requireAdmin(caller);
  const { rows, total } = await repo.listContactMessages(ctx.db, query);
  return { data: rows.map(contactView), total };
}

export async function getContactMessage(ctx: AppContext, caller: Caller, id: number): Promise<ContactMessage> {
  requireAdmin(caller);
  const row = await repo.findContactMessage(ctx.db, id);
  if (!row) throw new NotFoundError('Message not found');
  return contactView(row);
}

/** Staff answer a message: the answer is emailed to the sender and kept (answering again sends the new answer). */
export async function answerContactMessage(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: { answer: string },
): Promise<ContactMessage> {
  const admin = requireAdmin(caller);
  assertValid({ answer: validateContactAnswer(input.answer) });
  const found = await repo.findContactMessage(ctx.db, id);
  if (!found) throw new NotFoundError('Message not found');
  const answer = input.answer.trim();
  const row = await repo.answerContactMessage(ctx.db, id, answer, admin.id, ctx.clock.now());
  await ctx.mailer.send({
    transactional: true,
    to: row.email,
    subject: `Re: your message to Storyfund (${contactReasonLabel(row.reason)})`,
    text: `Hello ${row.name},\n\n${answer}\n\nThe Storyfund team\n\n> ${row.message.split('\n').join('\n> ')}\n`,
  });
  return contactView(row);
}
