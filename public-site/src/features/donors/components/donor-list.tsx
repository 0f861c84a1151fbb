import { useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import { formatUtcDate } from '@storyfund/shared/dates';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { DONORS_PAGE, donorsKey, inviteDonor, type NetworkDonor, type NetworkDonorList } from '../api/donor-calls';
import { formatCount } from '@storyfund/shared/numbers';

const SOURCE_LABELS = { added: 'Added by hand', imported: 'Imported', gave: 'Gave to your projects' } as const;

const sourceText = (donor: NetworkDonor) =>
  donor.source === 'imported' && donor.import_id !== null ? `Imported (import ${donor.import_id})` : SOURCE_LABELS[donor.source];

/** The network's donors, 20 a page, searched by name or email; each may be invited (the one mail they get). */
export function DonorList({ partnerId }: { partnerId: number }) {
  const api = useApi();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const { data, error, isLoading, mutate } = useSWR<NetworkDonorList>(donorsKey(partnerId, offset, query));
  const [busy, setBusy] = useState<number>();
  const [done, setDone] = useState<string>();
  const [alert, setAlert] = useState<string>();

  function search(event: FormEvent) {
    event.preventDefault();
    setOffset(0);
    setQuery(typed.trim());
  }

  async function invite(donor: NetworkDonor) {
    setBusy(donor.id);
    setAlert(undefined);
    setDone(undefined);
    try {
      await inviteDonor(api, partnerId, donor.id);
      setDone(`We emailed an invitation to ${donor.email}.`);
      await mutate();
    } catch (err) {
      setAlert(errorText(err));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <form className="donors__search" role="search" aria-label="Search donors" onSubmit={search}>
        <TextField label="Search by name or email" name="query" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <FormAlert message={alert} />
      <FormStatus message={done} />
      {isLoading ? <Loading label="Loading the donors…" /> : null}
      {error ? <ErrorState message={errorText(error)} onRetry={() => void mutate()} /> : null}
      {data && data.total === 0 ? (
        <EmptyState title={query ? 'No donor matches' : 'No donors yet'}>
          <p>{query ? 'Try another name or email.' : 'Add donors by hand or import a CSV file.'}</p>
        </EmptyState>
      ) : null}
      {data && data.total > 0 ? (
        <>
          <p>
            {formatCount(data.total)} donor{data.total === 1 ? '' : 's'}
          </p>
          <ul className="row-list" aria-label="Donors">
            {data.data.map((donor) => (
              <li key={donor.id} className="row-list__item">
                <div className="row-list__who">
                  <strong>
                    {donor.first_name} {donor.last_name}
                  </strong>
                  <span className="donors__meta">{donor.email}</span>
                  <span className="donors__meta">
                    {sourceText(donor)} · {formatUtcDate(donor.created_at)}
                    {donor.gave_at ? ` · first gift ${formatUtcDate(donor.gave_at)}` : ''}
                    {donor.user ? ' · has a Storyfund account' : ''}
                    {donor.invited_at ? ` · invited ${formatUtcDate(donor.invited_at)}` : ''}
                  </span>
                </div>
                <Button
                  variant="link"
                  busy={busy === donor.id}
                  busyLabel="Sending…"
                  aria-label={`Invite ${donor.first_name} ${donor.last_name} by email`}
                  onClick={() => void invite(donor)}
                >
                  {donor.invited_at ? 'Invite again' : 'Invite'}
                </Button>
              </li>
            ))}
          </ul>
          {data.total > DONORS_PAGE ? (
            <nav className="donors__pager" aria-label="Donor pages">
              <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - DONORS_PAGE))}>
                Previous
              </Button>
              <span>
                {offset + 1}–{Math.min(offset + DONORS_PAGE, data.total)} of {data.total}
              </span>
              <Button variant="secondary" disabled={offset + DONORS_PAGE >= data.total} onClick={() => setOffset(offset + DONORS_PAGE)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
