/** How the admin tables' cells show their values: money in dollars, UTC times as spec §9, yes/no. */
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';

export const centsCell = (value: unknown) => (typeof value === 'number' ? formatCents(value) : '');
export const utcCell = (value: unknown) => (typeof value === 'string' ? formatUtcDateTime(value) : '');
export const yesNoCell = (value: unknown) => (value === true ? 'Yes' : 'No');
/** A partner's rating out of 5, or a dash when nobody has rated it. */
export const ratingCell = (value: unknown) => (typeof value === 'number' ? `${value.toFixed(1)} / 5` : '—');
