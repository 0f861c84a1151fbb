import { formatUtcDate } from '@storyfund/shared/dates';
import type { FundedProject } from '@storyfund/shared/contract';
import { Page } from '@/components/layout/page';
import { ProjectCard } from '@/components/projects/project-card';
import { ProjectFeed } from '@/components/projects/project-feed';
import { useSession } from '@/hooks/use-session';
import '../listings.css';

function FundedCard({ project }: { project: FundedProject }) {
  const update = project.final_update;
  return (
    <ProjectCard project={project}>
      {update ? (
        <figure className="final-update">
          {update.photo_urls[0] ? <img className="final-update__photo" src={update.photo_urls[0]} alt="" loading="lazy" /> : null}
          <figcaption>
            <strong>Final update</strong> <span className="muted">· {formatUtcDate(update.created_at)}</span>
            {update.message ? <p className="final-update__message">{update.message}</p> : null}
          </figcaption>
        </figure>
      ) : (
        <p className="muted final-update">The final update is on its way.</p>
      )}
    </ProjectCard>
  );
}

/** /liveschanged: funded projects, most recently funded first, with their final updates. */
export function LivesChangedRoute() {
  const { userId } = useSession();
  return (
    <Page title="Lives changed" intro={<p>Every one of these projects reached its goal. Here is what your gifts made happen.</p>}>
      <ProjectFeed<FundedProject>
        listing={{ kind: 'funded' }}
        viewerId={userId}
        label="Funded projects"
        empty={{ title: 'No funded projects yet' }}
        renderItem={(project) => <FundedCard project={project} />}
      />
    </Page>
  );
}
