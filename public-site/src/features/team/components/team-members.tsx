import { useState } from 'react';
import useSWR from 'swr';
import { COLLABORATOR_ROLE_LABELS } from '@storyfund/shared/constants';
import type { CollaboratorRole } from '@storyfund/shared/constants';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { changeRole, collaboratorsKey, removeCollaborator, type Collaborator, type CollaboratorList } from '../api/team-calls';
import { ROLE_OPTIONS } from './invite-form';

interface TeamMembersProps {
  partnerId: number;
  viewerId: number;
  /** The account itself, its admins and platform admins change roles and remove people. */
  canManage: boolean;
  /** The account's edit-role feature flag: without it, roles are shown but not changed here. */
  canEditRoles: boolean;
  /** The viewer left the team. */
  onLeft: () => void;
}

/** The team with its roles: admins change a role or remove someone; anyone may leave. */
export function TeamMembers({ partnerId, viewerId, canManage, canEditRoles, onLeft }: TeamMembersProps) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<CollaboratorList>(collaboratorsKey(partnerId));
  const [done, setDone] = useState<string>();
  const [alert, setAlert] = useState<string>();

  if (isLoading) return <Loading label="Loading the team…" />;
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;

  async function run(action: () => Promise<unknown>, message: string, after?: () => void) {
    setAlert(undefined);
    setDone(undefined);
    try {
      await action();
      setDone(message);
      await mutate();
      after?.();
    } catch (err) {
      setAlert(errorText(err));
    }
  }

  return (
    <>
      <FormAlert message={alert} />
      <FormStatus message={done} />
      {data.data.length === 0 ? (
        <EmptyState title="No teammates yet">
          <p>Invite people to help: project managers run projects, content managers post updates.</p>
        </EmptyState>
      ) : (
        <ul className="row-list">
          {data.data.map((member) => (
            <li key={member.id} className="row-list__item">
              <MemberRow
                member={member}
                isViewer={member.user.id === viewerId}
                canManage={canManage}
                canEditRoles={canEditRoles}
                onChange={(role) =>
                  void run(
                    () => changeRole(api, partnerId, member.id, role),
                    `${member.user.name} is now ${COLLABORATOR_ROLE_LABELS[role]}.`,
                  )
                }
                onRemove={() =>
                  void run(
                    () => removeCollaborator(api, partnerId, member.id),
                    member.user.id === viewerId ? 'You left the team.' : `${member.user.name} was removed from the team.`,
                    member.user.id === viewerId ? onLeft : undefined,
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function MemberRow(props: {
  member: Collaborator;
  isViewer: boolean;
  canManage: boolean;
  canEditRoles: boolean;
  onChange: (role: CollaboratorRole) => void;
  onRemove: () => void;
}) {
  const { member, isViewer, canManage, canEditRoles, onChange, onRemove } = props;
  const [role, setRole] = useState<CollaboratorRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const name = member.user.name || member.user.email || 'Teammate';
  return (
    <>
      <div className="row-list__who">
        <strong>{name}</strong>
        {member.user.email ? <span className="team__email">{member.user.email}</span> : null}
        <span className="team__role">{COLLABORATOR_ROLE_LABELS[member.role]}</span>
      </div>
      <div className="team__actions">
        {canManage && canEditRoles ? (
          <>
            <SelectField
              label={`Role of ${name}`}
              name={`role-${member.id}`}
              value={role}
              options={ROLE_OPTIONS}
              onChange={(e) => setRole(e.target.value as CollaboratorRole)}
            />
            <Button variant="secondary" disabled={role === member.role} onClick={() => onChange(role)}>
              Change role
            </Button>
          </>
        ) : null}
        {canManage || isViewer ? (
          confirming ? (
            <>
              <Button variant="secondary" onClick={onRemove}>
                {isViewer ? 'Yes, leave the team' : `Yes, remove ${name}`}
              </Button>
              <Button variant="link" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button variant="link" onClick={() => setConfirming(true)}>
              {isViewer ? 'Leave team' : 'Remove'}
            </Button>
          )
        ) : null}
      </div>
    </>
  );
}
