/** The gifts resource (Finance): every gift, and one gift with its ledger and the refund, loaded when first opened. */
import { lazy } from 'react';
import PaidIcon from '@mui/icons-material/Paid';
import type { AdminGift } from '@storyfund/shared/contract';

export const gifts = {
  icon: PaidIcon,
  options: { label: 'Gifts' },
  list: lazy(() => import('./gift-list.js').then((m) => ({ default: m.GiftList }))),
  show: lazy(() => import('./gift-show.js').then((m) => ({ default: m.GiftShow }))),
  recordRepresentation: (gift: AdminGift) => `Gift #${gift.id}`,
};
