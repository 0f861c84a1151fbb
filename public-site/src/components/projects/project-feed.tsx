import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import type { ProjectCard as Card } from '@storyfund/shared/contract';
import { EmptyState, ErrorState } from '@/components/feedback/states';
import { errorText } from '@/lib/errors';
import { LISTING_PAGE_SIZE, listingRequest } from '@/lib/project-listings';
import type { Listing } from '@/lib/project-listings';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import './projects.css';

export interface ProjectFeedProps<T extends Card> {
  listing: Listing;
  /** Lists may depend on who asks (personal feed, owner flags): part of the SWR key. */
  viewerId: string | null;
  /** Names the list for assistive technology. */
  label: string;
  empty: { title: string; body?: ReactNode };
  pageSize?: number;
  /** The first page's size when it differs (the staff picks show their top 3 first, then pages of `pageSize`). */
  firstPageSize?: number;
  /** The list is the page's main content: its first card's picture is the largest paint (loaded eagerly, first). */
  priority?: boolean;
  renderItem?: (project: T) => ReactNode;
  /** Drops items the listing asked the API to leave out, should an older API ignore that filter. */
  keep?: (project: T) => boolean;
}

interface PageProps<T extends Card> extends ProjectFeedProps<T> {
  offset: number;
  limit: number;
  isLast: boolean;
  onMore: () => void;
}

function Skeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={`skeleton-${i}`} className="project-grid__item">
          <ProjectCardSkeleton />
        </li>
      ))}
    </>
  );
}

/** Loads the next page when the "Show more" button scrolls into view (infinite scroll); the button works by itself too. */
function MoreButton({ onMore }: { onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (target === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <li className="project-grid__more">
      <button ref={ref} type="button" className="button button--secondary" onClick={onMore}>
        Show more projects
      </button>
    </li>
  );
}

function FeedPage<T extends Card>({
  listing,
  viewerId,
  empty,
  offset,
  isLast,
  onMore,
  renderItem,
  keep,
  limit,
  priority = false,
}: PageProps<T>) {
  const { data, error, isLoading, mutate } = useSWR<{ data: T[]; total: number }>([listingRequest(listing, { limit, offset }), viewerId]);
  // Skeletons of the cards' own size, as many as the page will show (up to a screenful): nothing moves when it arrives.
  if (isLoading) return <Skeletons count={Math.min(limit, offset === 0 ? 6 : 3)} />;
  if (error || !data) {
    return (
      <li className="project-grid__state">
        <ErrorState title="These projects could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />
      </li>
    );
  }
  const items = keep ? data.data.filter(keep) : data.data;
  const more = isLast && offset + limit < data.total;
  if (offset === 0 && items.length === 0 && !more) {
    return (
      <li className="project-grid__state">
        <EmptyState title={empty.title}>{empty.body}</EmptyState>
      </li>
    );
  }
  return (
    <>
      {items.map((project, i) => (
        <li key={project.id} className="project-grid__item">
          {renderItem ? renderItem(project) : <ProjectCard project={project} priority={priority && offset === 0 && i === 0} />}
        </li>
      ))}
      {more ? <MoreButton onMore={onMore} /> : null}
    </>
  );
}

/** A project listing, a page at a time, with skeletons while loading, an empty state and a retry on failure. */
export function ProjectFeed<T extends Card = Card>(props: ProjectFeedProps<T>) {
  const [pages, setPages] = useState(1);
  const request = listingRequest(props.listing);
  const [forRequest, setForRequest] = useState(request);
  if (forRequest !== request) {
    // Another listing (category, query, sort): start again from its first page.
    setForRequest(request);
    setPages(1);
  }
  const size = props.pageSize ?? LISTING_PAGE_SIZE;
  const first = props.firstPageSize ?? size;
  return (
    <ul className="project-grid" aria-label={props.label}>
      {Array.from({ length: pages }, (_, i) => (
        <FeedPage<T>
          key={`${request}-${i}`}
          {...props}
          offset={i === 0 ? 0 : first + (i - 1) * size}
          limit={i === 0 ? first : size}
          isLast={i === pages - 1}
          onMore={() => setPages((n) => (n === i + 1 ? n + 1 : n))}
        />
      ))}
    </ul>
  );
}
