/** The partner-scores resource (issue #11, /audit): partners with their audit and social scores; list and show. */
import { lazy } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { PartnerScoreRow } from '@storyfund/shared/contract';

export const partnerScores = {
  icon: FactCheckIcon,
  options: { label: 'Audit and social scores' },
  list: lazy(() => import('./partner-score-list.js').then((m) => ({ default: m.PartnerScoreList }))),
  show: lazy(() => import('./partner-score-show.js').then((m) => ({ default: m.PartnerScoreShow }))),
  recordRepresentation: (row: PartnerScoreRow) => row.name,
};
