import { useState } from 'react';
import useSWR from 'swr';
import type { Teammate, TeammateList } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { deleteTeammate, reorderTeammates, teammatesKey } from '../api/teammate-calls';
import { TeammateForm } from './teammate-form';
import '../teammates.css';

/** One member's card: photo, name, title, bio; for those who manage the team, edit, move and remove. */
function MemberCard({
  member,
  partnerId,
  manage,
}: {
  member: Teammate;
  partnerId: string;
  manage?: { first: boolean; last: boolean; onMove: (step: -1 | 1) => void; onRemove: () => void; onSaved: () => void } | undefined;
}) {
  const [editing, setEditing] = useState(false);
  if (editing && manage) {
    return (
      <li className="teammate teammate--editing">
        <TeammateForm
          partnerId={partnerId}
          member={member}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            manage.onSaved();
          }}
        />
      </li>
    );
  }
  return (
    <li className="teammate">
      {member.photo_url ? (
        <img className="teammate__photo" src={member.photo_url} alt={`Photo of ${member.name}`} />
      ) : (
        <span className="teammate__photo teammate__photo--initial" aria-hidden="true">
          {member.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="teammate__text">
        <h3 className="teammate__name">{member.name}</h3>
        {member.title ? <p className="teammate__title">{member.title}</p> : null}
        {member.bio ? <p className="teammate__bio">{member.bio}</p> : null}
      </div>
      {manage ? (
        <div className="teammate__actions">
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${member.name}`}>
            Edit
          </Button>
          <Button variant="secondary" disabled={manage.first} onClick={() => manage.onMove(-1)} aria-label={`Move ${member.name} up`}>
            Up
          </Button>
          <Button variant="secondary" disabled={manage.last} onClick={() => manage.onMove(1)} aria-label={`Move ${member.name} down`}>
            Down
          </Button>
          <Button variant="secondary" onClick={manage.onRemove} aria-label={`Remove ${member.name}`}>
            Remove
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The profile's our_team child: the partner's public team members in its order. The partner, its team admins
 * and platform admins (`canManage`; the server decides each call) add, edit, reorder and remove them here.
 */
export function OurTeam({ partnerId, canManage }: { partnerId: string; canManage: boolean }) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<TeammateList>(teammatesKey(partnerId));
  const [problem, setProblem] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();

  async function act(done: string, call: () => Promise<unknown>) {
    setProblem(undefined);
    setStatus(undefined);
    try {
      await call();
      setStatus(done);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      await mutate();
    }
  }

  const members = data?.data ?? [];
  function move(index: number, step: -1 | 1) {
    const ids = members.map((m) => m.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + step, 0, id!);
    void act(`${members[index]!.name} moved ${step < 0 ? 'up' : 'down'}.`, () => reorderTeammates(api, partnerId, ids));
  }

  return (
    <section className="our-team" aria-labelledby="our-team-heading">
      <h2 id="our-team-heading" className="section-title">
        Our team
      </h2>
      <FormAlert message={problem} />
      <FormStatus message={status} />
      {isLoading ? <Loading label="Loading the team…" /> : null}
      {error ? <ErrorState message={errorText(error)} onRetry={() => void mutate()} /> : null}
      {data && members.length === 0 ? (
        <EmptyState title="No team members yet">{canManage ? <p>Introduce the people behind your work below.</p> : null}</EmptyState>
      ) : null}
      {members.length > 0 ? (
        <ul className="our-team__list">
          {members.map((member, index) => (
            <MemberCard
              key={member.id}
              member={member}
              partnerId={partnerId}
              manage={
                canManage
                  ? {
                      first: index === 0,
                      last: index === members.length - 1,
                      onMove: (step) => move(index, step),
                      onRemove: () => {
                        if (window.confirm(`Remove ${member.name} from the team?`))
                          void act(`${member.name} was removed.`, () => deleteTeammate(api, partnerId, member.id));
                      },
                      onSaved: () => void act('Changes saved.', () => Promise.resolve()),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      ) : null}
      {canManage && data ? (
        <div className="panel our-team__add">
          <h3>Add a team member</h3>
          <TeammateForm
            partnerId={partnerId}
            onSaved={(saved) => void act(`${saved.name} was added to the team.`, () => Promise.resolve())}
          />
        </div>
      ) : null}
    </section>
  );
}
