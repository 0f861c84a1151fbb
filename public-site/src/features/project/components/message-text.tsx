import { Link } from 'react-router-dom';
import type { MentionedUser } from '@storyfund/shared/contract';
import { paths } from '@/config/paths';
import { messageParts } from '@/lib/mentions';

/** A timeline message; mentions of known accounts link to their profiles. */
export function MessageText({ message, mentioned }: { message: string; mentioned: readonly MentionedUser[] }) {
  return (
    <p className="event__message">
      {messageParts(message, mentioned).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Link key={index} className="mention" to={paths.profile(part.userId)}>
            @{part.name}
          </Link>
        ),
      )}
    </p>
  );
}
