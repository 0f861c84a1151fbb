/**
 * The thank-you mail a premium partner's donors get with its own words (api gifts/gift-mail.service.ts), and
 * the preview the partner sees while writing them (/donors): one wording for both.
 */
export interface ThankYouMailParts {
  donorName: string;
  /** The partner's own text, as stored (plain text; its line breaks kept). */
  message: string;
  partnerName: string;
  /** The gift, formatted: "$25.00". */
  amount: string;
  projectTitle: string;
  /** The gift's day, formatted DD/MM/YYYY. */
  day: string;
  projectUrl: string;
}

export const thankYouMailSubject = (projectTitle: string): string => `Thank you for your gift to "${projectTitle}"`;

/** The mail's plain text: the partner's words above the gift's details. */
export function thankYouMailText(parts: ThankYouMailParts): string {
  return [
    `Dear ${parts.donorName || 'friend'},`,
    '',
    parts.message,
    '',
    `— ${parts.partnerName}`,
    '',
    `Your gift of ${parts.amount} to "${parts.projectTitle}" went through on ${parts.day}.`,
    `See the project: ${parts.projectUrl}`,
  ].join('\n');
}
