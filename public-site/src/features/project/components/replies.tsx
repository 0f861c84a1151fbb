import type { ReactNode } from 'react';
import useSWR from 'swr';
import type { TimelineEvent, TimelineThread } from '@storyfund/shared/contract';
import { ErrorState, Loading } from '@/components/feedback/states';
import { LoginLink } from '@/components/ui/login-link';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import { threadKey } from '../api/project-calls';
import { CommentForm } from './comment-form';

export interface RepliesProps {
  parent: TimelineEvent;
  onPosted: () => void;
  /** How one reply shows: the timeline's event view one level deeper (passed in, as the two render each other). */
  renderReply: (reply: TimelineEvent) => ReactNode;
}

/** The direct replies of an event (oldest first) and a form to add one. */
export function Replies({ parent, onPosted, renderReply }: RepliesProps) {
  const { isAuthenticated, userId } = useSession();
  const { data, error, isLoading, mutate } = useSWR<TimelineThread>(threadKey(parent.project_id, parent.id, userId));
  let list;
  if (isLoading) list = <Loading label="Loading replies…" />;
  else if (error || !data) list = <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  else if (data.comments.length > 0) {
    list = (
      <ol className="replies__list">
        {data.comments.map((reply) => (
          <li key={reply.id}>{renderReply(reply)}</li>
        ))}
      </ol>
    );
  }
  return (
    <div className="replies">
      {list}
      {isAuthenticated ? (
        <CommentForm
          projectId={parent.project_id}
          parentId={parent.id}
          label={`Reply to ${parent.author?.name ?? 'this'}`}
          onPosted={(reply) => {
            onPosted();
            void mutate(
              (current) => current && { ...current, childs_count: current.childs_count + 1, comments: [...current.comments, reply] },
              { revalidate: false },
            );
          }}
        />
      ) : (
        <p>
          <LoginLink>Log in to reply</LoginLink>
        </p>
      )}
    </div>
  );
}
