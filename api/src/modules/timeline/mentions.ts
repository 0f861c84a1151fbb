/**
 * Mentions are written in the message as `@[Display Name](user:123)`: the client inserts that markup when a
 * user is picked from the suggestions, and renders it back as a link, using `mentioned_users` for the
 * current names. The markup keeps the message self-contained (copying it keeps its mentions).
 */
export const MAX_MENTIONS = 20;

const MENTION_RE = /@\[([^\]\n]{1,100})\]\(user:(\d{1,15})\)/g;

export interface ParsedMention {
  user_id: number;
  name: string;
}

/** The distinct users mentioned in a message, in order of first appearance (at most MAX_MENTIONS). */
export function parseMentions(message: string): ParsedMention[] {
  const seen = new Map<number, ParsedMention>();
  for (const match of message.matchAll(MENTION_RE)) {
    const userId = Number(match[2]);
    if (!Number.isSafeInteger(userId) || userId < 1 || seen.has(userId)) continue;
    seen.set(userId, { user_id: userId, name: match[1]!.trim() });
    if (seen.size === MAX_MENTIONS) break;
  }
  return [...seen.values()];
}

/** The name shown for a user: the organisation when the account shows it, else first and last name. */
export function displayName(user: {
  first_name: string;
  last_name: string;
  organization_name: string | null;
  show_organization_name: boolean;
}): string {
  if (user.show_organization_name && user.organization_name) return user.organization_name;
  return `${user.first_name} ${user.last_name}`.trim();
}
