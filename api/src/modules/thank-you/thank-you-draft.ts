import type { ThankYouTone } from '@storyfund/shared/constants';
import { formatCents } from '@storyfund/shared/money';

/** What a thank-you note may use. The donor's name is absent for anonymous and guest gifts. */
export interface GiftContext {
  donorFirstName: string | null;
  amountCents: number;
  monthly: boolean;
  projectTitle: string;
  ownerName: string;
  dedicateeName: string | null;
  encouragement: string | null;
  raisedCents: number;
  goalCents: number;
}

function progress(c: GiftContext): string {
  if (c.goalCents <= 0) return '';
  const pct = Math.min(100, Math.floor((c.raisedCents / c.goalCents) * 100));
  return pct >= 100 ? 'Thanks to you and others, the project is fully funded.' : `Thanks to you, we are ${pct}% of the way to our goal.`;
}

/** The built-in draft: no external service, the same text for the same gift and tone. */
export function templateDraft(c: GiftContext, tone: ThankYouTone): string {
  const name = c.donorFirstName ?? 'friend';
  const gift = `${c.monthly ? 'monthly gift' : 'gift'} of ${formatCents(c.amountCents)}`;
  const honour = c.dedicateeName ? ` Giving in honour of ${c.dedicateeName} makes it all the more special.` : '';
  const words = c.encouragement ? ' Your kind words meant a great deal to us.' : '';
  switch (tone) {
    case 'brief':
      return `Thank you, ${name}, for your ${gift} to "${c.projectTitle}"!${honour}\n\n${c.ownerName}`;
    case 'formal':
      return [
        `Dear ${c.donorFirstName ?? 'Friend'},`,
        '',
        `On behalf of ${c.ownerName}, please accept our sincere thanks for your ${gift} to "${c.projectTitle}".${honour}${words} ${progress(c)}`.trim(),
        '',
        'Yours sincerely,',
        c.ownerName,
      ].join('\n');
    case 'warm':
      return [
        `Dear ${name},`,
        '',
        `Thank you so much for your ${gift} to "${c.projectTitle}".${honour}${words} ${progress(c)}`.trim(),
        c.monthly ? '\nGiving every month lets us plan ahead, and we are so grateful to have you with us.' : '',
        '',
        'With gratitude,',
        c.ownerName,
      ]
        .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
        .join('\n');
  }
}

/** The messages for an OpenAI-compatible chat endpoint: facts only, no email addresses or ids. */
export function chatMessages(c: GiftContext, tone: ThankYouTone, hint: string | null) {
  const facts = [
    `Project: "${c.projectTitle}", run by ${c.ownerName}.`,
    `Gift: ${formatCents(c.amountCents)}${c.monthly ? ' every month' : ''}.`,
    c.donorFirstName
      ? `Donor's first name: ${c.donorFirstName}.`
      : 'The donor is anonymous: do not guess a name; address them as "friend".',
    c.dedicateeName ? `The gift was made in honour of ${c.dedicateeName}.` : '',
    c.encouragement ? `The donor wrote: "${c.encouragement.slice(0, 500)}"` : '',
    progress(c),
    hint ? `The project team adds: ${hint}` : '',
  ].filter(Boolean);
  return [
    {
      role: 'system',
      content:
        'You draft short thank-you notes from a fundraising project to a donor. Write in plain text, under 120 words, ' +
        `in a ${tone} tone, signed by the project. Never invent facts, amounts or promises beyond those given.`,
    },
    { role: 'user', content: facts.join('\n') },
  ];
}
