/** GET /api/dev/mailbox: the outbox of a development server (404 in production or with SMTP). */
export const MAILBOX_PAGE_SIZE = 20;

export function mailboxKey(to: string, offset: number): string {
  const query = new URLSearchParams({ limit: String(MAILBOX_PAGE_SIZE), offset: String(offset) });
  if (to.trim() !== '') query.set('to', to.trim());
  return `/dev/mailbox?${query.toString()}`;
}
