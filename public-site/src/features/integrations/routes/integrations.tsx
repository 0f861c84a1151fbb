import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { PublicUser } from '@storyfund/shared/contract';
import { isNumericId } from '@storyfund/shared/routing';
import { isAccountAdmin, isPlatformAdmin } from '@storyfund/shared/roles';
import { ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { useActingAs } from '@/lib/acting-as';
import { errorText } from '@/lib/errors';
import { displayName } from '@/lib/user-display';
import { keysKey, type CreatedAuthToken } from '../api/integration-calls';
import { CreateKeyForm } from '../components/create-key-form';
import { KeyList } from '../components/key-list';
import { NewKeyNotice } from '../components/new-key-notice';
import '../integrations.css';

/**
 * /integrations/:partnerId? (login required): a partner account's API keys for its own read calls
 * (docs/api-integrations.md). Without an id, the account the viewer acts for. The account, its team admins and
 * platform admins manage keys; the server decides each call, the screen only hides what would be refused.
 */
export function IntegrationsRoute() {
  const { partnerId: param } = useParams();
  const user = useSession().user;
  const actingFor = useActingAs(user);
  const { mutate } = useSWRConfig();
  const [created, setCreated] = useState<CreatedAuthToken>();
  const partnerId = isNumericId(param) ? Number(param) : actingFor;
  const partner = useSWR<PublicUser>(partnerId !== null ? `/users/${partnerId}` : null);

  if (!user || partnerId === null) return <Loading />;
  if (param !== undefined && !isNumericId(param)) return <Navigate to={paths.integrations(user.id)} replace />;
  if (partner.error) {
    return (
      <Page title="Integrations">
        <ErrorState message={errorText(partner.error)} onRetry={() => void partner.mutate()} />
      </Page>
    );
  }
  if (!partner.data) return <Loading label="Loading the integrations…" />;
  const name = displayName(partner.data);
  const canManage = user.id === partnerId || isAccountAdmin(user, partnerId) || isPlatformAdmin(user);
  if (!partner.data.is_partner || !canManage) {
    return (
      <Page title="Integrations">
        <p>
          {partner.data.is_partner
            ? `Only the admins of ${name} manage its integration keys.`
            : 'Only partner accounts have integration keys.'}
        </p>
      </Page>
    );
  }

  return (
    <Page
      title={`Integrations of ${name}`}
      intro={
        <p>
          API keys let your own systems read {name}’s donations, donors, received gifts and dashboard figures. A key can only read, and only
          this account. Send it as <code>Authorization: Bearer sf_live_…</code>.
        </p>
      }
    >
      <div className="integrations">
        {created ? <NewKeyNotice created={created} onDone={() => setCreated(undefined)} /> : null}
        <section aria-labelledby="integrations-create-heading" className="integrations__section">
          <h2 id="integrations-create-heading">Create a key</h2>
          <CreateKeyForm
            partnerId={partnerId}
            onCreated={(key) => {
              setCreated(key);
              void mutate(keysKey(partnerId));
            }}
          />
        </section>
        <section aria-labelledby="integrations-keys-heading" className="integrations__section">
          <h2 id="integrations-keys-heading">Keys</h2>
          <KeyList partnerId={partnerId} />
        </section>
      </div>
    </Page>
  );
}
