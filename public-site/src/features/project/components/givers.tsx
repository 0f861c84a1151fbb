import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatCents } from '@storyfund/shared/money';
import type { Giver, GiverList } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Avatar } from '@/components/ui/avatar';
import { ShowMoreItem } from '@/components/ui/show-more-item';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { GIVERS_PAGE_SIZE, giversKey } from '../api/project-calls';

/** An anonymous gift is 'Anonymous' and never linked to anyone; a guest account's gifts are 'Guest Donor' (spec §9). */
function giverName(giver: Giver): string {
  if (giver.is_anonymous) return 'Anonymous';
  return giver.is_guest ? 'Guest Donor' : giver.name;
}

function GiverRow({ giver }: { giver: Giver }) {
  const name = giverName(giver);
  const profileId = giver.is_anonymous || giver.is_guest ? undefined : giver.user?.id;
  return (
    <li className="givers__item">
      <Avatar name={name} photoUrl={profileId === undefined ? null : giver.user?.photo_url} />
      <span className="giver__name">{profileId !== undefined ? <Link to={paths.profile(profileId)}>{name}</Link> : name}</span>
      <span className="giver__amount">
        {formatCents(giver.amount_cents, { dropZeroCents: true })}
        {giver.monthly ? <span className="badge badge--ok giver__monthly">Monthly</span> : null}
      </span>
    </li>
  );
}

function GiversPage({ projectId, offset, isLast, onMore }: { projectId: number; offset: number; isLast: boolean; onMore: () => void }) {
  const { data, error, isLoading, mutate } = useSWR<GiverList>(giversKey(projectId, offset));
  if (isLoading)
    return (
      <li>
        <Loading label="Loading givers…" />
      </li>
    );
  if (error || !data)
    return (
      <li>
        <ErrorState message={errorText(error)} onRetry={() => void mutate()} />
      </li>
    );
  if (offset === 0 && data.data.length === 0)
    return (
      <li>
        <EmptyState title="No gifts yet">Be the first to give.</EmptyState>
      </li>
    );
  return (
    <>
      {data.data.map((giver, index) => (
        <GiverRow key={`${offset + index}-${giver.user?.id ?? giver.name}`} giver={giver} />
      ))}
      <ShowMoreItem isLast={isLast} offset={offset} pageSize={GIVERS_PAGE_SIZE} total={data.total} onMore={onMore} className="givers__more">
        Show more givers
      </ShowMoreItem>
    </>
  );
}

/** Who gave, latest first (givers-ver2). */
export function Givers({ projectId }: { projectId: number }) {
  const [pages, setPages] = useState(1);
  return (
    <section className="givers" aria-labelledby="givers-title">
      <h2 className="section-title" id="givers-title">
        Givers
      </h2>
      <ul className="givers__list">
        {Array.from({ length: pages }, (_, i) => (
          <GiversPage
            key={i}
            projectId={projectId}
            offset={i * GIVERS_PAGE_SIZE}
            isLast={i === pages - 1}
            onMore={() => setPages(pages + 1)}
          />
        ))}
      </ul>
    </section>
  );
}
