import { useId } from 'react';
import useSWR from 'swr';
import type { PublicUser, SessionUser } from '@storyfund/shared/contract';
import { setActingAs } from '@/lib/acting-as';
import { displayName } from '@/lib/user-display';

/** One option: the account's name once loaded. */
function AccountOption({ id }: { id: number }) {
  const { data } = useSWR<PublicUser>(`/users/${id}`);
  return <option value={String(id)}>{data ? displayName(data) : `Account ${id}`}</option>;
}

/**
 * The header's "Acting as" choice for a collaborator: oneself, or a partner account one holds a role on.
 * The choice stays in the browser; the server checks the role on every call.
 */
export function AccountSwitcher({ user, actingFor }: { user: SessionUser; actingFor: number }) {
  const id = useId();
  const accounts = [...new Set(user.roles.map((r) => r.controlled_user_id))];
  if (accounts.length === 0) return null;
  return (
    <div className="account-switcher">
      <label htmlFor={id} className="account-switcher__label">
        Acting as
      </label>
      <select
        id={id}
        className="account-switcher__select"
        value={String(actingFor)}
        onChange={(e) => setActingAs(Number(e.target.value) === user.id ? null : Number(e.target.value))}
      >
        <option value={String(user.id)}>Myself</option>
        {accounts.map((account) => (
          <AccountOption key={account} id={account} />
        ))}
      </select>
    </div>
  );
}
