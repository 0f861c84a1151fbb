/**
 * Mentions in timeline messages (docs/api-timeline.md): written as `@[Display Name](user:123)`; the
 * API stores those naming an active account in `mentioned_users`. Only those become links.
 */
import type { MentionedUser } from '@storyfund/shared/contract';

export type MessagePart = { kind: 'text'; text: string } | { kind: 'mention'; userId: number; name: string };

const MENTION = /@\[([^\]\n]{1,200})\]\(user:(\d{1,15})\)/g;

export function messageParts(message: string, mentioned: readonly MentionedUser[]): MessagePart[] {
  const known = new Map(mentioned.map((user) => [String(user.user_id), user.name]));
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(MENTION)) {
    const [whole, written = '', id = ''] = match;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    const name = known.get(id);
    parts.push(name === undefined ? { kind: 'text', text: `@${written}` } : { kind: 'mention', userId: Number(id), name });
    last = start + whole.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  // Neighbouring text parts read as one.
  return parts.reduce<MessagePart[]>((merged, part) => {
    const previous = merged.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else merged.push(part.kind === 'text' ? { ...part } : part);
    return merged;
  }, []);
}
