import { Link } from 'react-router-dom';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import type { Donation } from '@storyfund/shared/contract';
import { paths } from '@/config/paths';
import type { DonationOrder } from '../api/donation-calls';
import type { DonationSort } from '../filters';
import { KIND_LABELS } from '../format';

interface DonationRowsProps {
  partnerId: number;
  rows: Donation[];
  caption: string;
  /** Sortable headers (the table); without it, plain ones (a donor's gifts, always newest first). */
  order?: DonationOrder;
  onSort?: (sort: DonationSort) => void;
  /** The donor column links to donor detail; a donor's own gifts leave it out. */
  showDonor?: boolean;
}

function SortHeader({
  label,
  sort,
  order,
  onSort,
}: {
  label: string;
  sort: DonationSort;
  order: DonationOrder;
  onSort: (s: DonationSort) => void;
}) {
  const active = order.sort === sort;
  const ariaSort = active ? (order.sort_direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="donations__sort" onClick={() => onSort(sort)}>
        {label}
        <span aria-hidden="true">{active ? (order.sort_direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/** Gifts as a table in a region that scrolls sideways on a phone (focusable, so keys scroll it too). */
export function DonationRows({ partnerId, rows, caption, order, onSort, showDonor = true }: DonationRowsProps) {
  return (
    <div className="donations__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="donations__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {order && onSort ? (
              <SortHeader label="Date (UTC)" sort="gift_at" order={order} onSort={onSort} />
            ) : (
              <th scope="col">Date (UTC)</th>
            )}
            {order && onSort ? <SortHeader label="Amount" sort="amount" order={order} onSort={onSort} /> : <th scope="col">Amount</th>}
            <th scope="col">Kind</th>
            <th scope="col">Project</th>
            {showDonor ? <th scope="col">Donor</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((gift) => (
            <tr key={gift.id}>
              <td>{formatUtcDateTime(gift.gift_at)}</td>
              <td className="donations__amount">{formatCents(gift.amount_cents)}</td>
              <td>{KIND_LABELS[gift.kind]}</td>
              <td>
                <Link to={paths.project(gift.project.id)}>{gift.project.title}</Link>
              </td>
              {showDonor ? (
                <td>
                  {gift.donor ? (
                    <>
                      <Link to={paths.donationDonor(partnerId, gift.donor.id)}>{gift.donor.name}</Link>
                      {gift.donor.email ? <span className="donations__meta">{gift.donor.email}</span> : null}
                    </>
                  ) : (
                    gift.donor_name
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
