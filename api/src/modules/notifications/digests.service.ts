import { NOTIFICATION_FREQUENCY_LABELS } from '@storyfund/shared/constants';
import type { AppContext } from '../../app-context.js';
import { escapeHtml, htmlDocument } from '../mail/mail-html.service.js';
import * as digests from './digests.repository.js';
import { unreadBetween, type NotificationRow } from './notifications.repository.js';
import { notificationLink, notificationText } from './notifications.service.js';

/**
 * Email digests (docs/api-notifications.md "Email digests"): each reader's unread notifications since their
 * last digest, at most once per gap of their frequency (day, week, month, quarter). News mail: a reader who
 * unsubscribed gets none (the mail module's rule), and each carries the one-click unsubscribe link and headers.
 */

/** A digest lists this many notifications and counts the rest. */
const DIGEST_ITEMS = 20;
/** Readers handled per run (the job runs every few minutes; the next run takes the rest). */
const READERS_PER_RUN = 200;
/** How long a claim holds: long enough to write one mail; a crashed instance's claim lapses after it. */
const CLAIM_MS = 5 * 60_000;

/** Sends every due digest once, however many instances run this at the same moment. Answers how many this call sent. */
export async function sendDueDigests(ctx: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (const reader of await digests.dueReaders(ctx.db, now, READERS_PER_RUN)) {
    if (!(await digests.claimDigest(ctx.db, reader.user_id, reader.last_sent_at, now, new Date(now.getTime() + CLAIM_MS)))) continue;
    try {
      const rows = await unreadBetween(ctx.db, reader.user_id, reader.covered_until, now, DIGEST_ITEMS);
      const total = await digests.digestWindowCount(ctx.db, reader.user_id, reader.covered_until, now);
      const written =
        rows.length > 0 &&
        (await ctx.mailer.send({
          transactional: false,
          userId: reader.user_id,
          to: reader.email,
          ...digestMail(ctx.config.publicUrl, reader.first_name, rows, total),
          // The digest of this window, once: a run that crashed after writing it and is taken up again writes nothing.
          dedupeKey: `digest:${reader.user_id}:${reader.last_sent_at?.toISOString() ?? 'first'}`,
        }));
      await digests.recordDigestSent(ctx.db, reader.user_id, now, now);
      if (written) sent++;
    } catch (err) {
      await digests.releaseDigest(ctx.db, reader.user_id);
      throw err;
    }
  }
  return sent;
}

/** The digest's subject, text part and HTML part (every name and title escaped in the HTML). */
function digestMail(publicUrl: string, firstName: string, rows: NotificationRow[], total: number) {
  const subject = total === 1 ? 'Your Storyfund news: 1 new notification' : `Your Storyfund news: ${total} new notifications`;
  const hello = firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
  const items = rows.map((row) => ({ text: notificationText(row), url: `${publicUrl}${notificationLink(row)}` }));
  const more = total - rows.length;
  const all = `${publicUrl}/notifications`;
  const settings = `${publicUrl}/personal`;
  const text = [
    hello,
    '',
    'Here is what happened on Storyfund since we last wrote:',
    '',
    ...items.map((i) => `- ${i.text}\n  ${i.url}`),
    ...(more > 0 ? ['', `…and ${more} more.`] : []),
    '',
    `See them all: ${all}`,
    `Choose how often we write (${Object.values(NOTIFICATION_FREQUENCY_LABELS).join(', ').toLowerCase()}): ${settings}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(hello)}</p>`,
      '<p>Here is what happened on Storyfund since we last wrote:</p>',
      '<ul>',
      ...items.map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.text)}</a></li>`),
      '</ul>',
      ...(more > 0 ? [`<p>…and ${more} more.</p>`] : []),
      `<p><a href="${escapeHtml(all)}">See all your notifications</a></p>`,
      `<p>You can choose how often we write on your <a href="${escapeHtml(settings)}">personal page</a>.</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
