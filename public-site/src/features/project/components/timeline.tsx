import { useState } from 'react';
import useSWR from 'swr';
import type { TimelineEventList } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Button } from '@/components/ui/button';
import { LoginLink } from '@/components/ui/login-link';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import { TIMELINE_PAGE_SIZE, timelineKey } from '../api/project-calls';
import { CommentForm } from './comment-form';
import { TimelineEvent } from './timeline-event';

interface PageProps {
  projectId: number;
  offset: number;
  isLast: boolean;
  onMore: () => void;
}

function TimelinePageItems({ projectId, offset, isLast, onMore }: PageProps) {
  const { userId } = useSession();
  const { data, error, isLoading, mutate } = useSWR<TimelineEventList>(timelineKey(projectId, offset, userId));
  if (isLoading)
    return (
      <li>
        <Loading label="Loading the timeline…" />
      </li>
    );
  if (error || !data)
    return (
      <li>
        <ErrorState title="The timeline could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />
      </li>
    );
  if (offset === 0 && data.data.length === 0) {
    return (
      <li>
        <EmptyState title="No updates yet">
          <p>Updates, comments and encouragements will show here.</p>
        </EmptyState>
      </li>
    );
  }
  return (
    <>
      {data.data.map((event) => (
        <li key={event.id}>
          <TimelineEvent event={event} />
        </li>
      ))}
      {isLast && offset + TIMELINE_PAGE_SIZE < data.total ? (
        <li className="timeline__more">
          <Button variant="secondary" onClick={onMore}>
            Show older
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** Updates, comments and encouragements, newest first, with a comment box for members. */
export function Timeline({ projectId }: { projectId: number }) {
  const { isAuthenticated, userId } = useSession();
  const [pages, setPages] = useState(1);
  const firstPage = useSWR<TimelineEventList>(timelineKey(projectId, 0, userId));
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <h2 className="section-title" id="timeline-title">
        Updates and comments
      </h2>
      {isAuthenticated ? (
        <CommentForm
          projectId={projectId}
          label="Write a comment"
          onPosted={(comment) =>
            void firstPage.mutate((current) => current && { data: [comment, ...current.data], total: current.total + 1 }, {
              revalidate: false,
            })
          }
        />
      ) : (
        <p>
          <LoginLink>Log in to comment</LoginLink>
        </p>
      )}
      <ol className="timeline__list">
        {Array.from({ length: pages }, (_, i) => (
          <TimelinePageItems
            key={i}
            projectId={projectId}
            offset={i * TIMELINE_PAGE_SIZE}
            isLast={i === pages - 1}
            onMore={() => setPages(pages + 1)}
          />
        ))}
      </ol>
    </section>
  );
}
