/** How a lead's stage and source read. */
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { LEAD_SOURCE_LABELS, LEAD_STAGE_LABELS } from '@storyfund/shared/constants';
import type { Lead } from '@storyfund/shared/contract';

const STAGE_COLORS: Readonly<Record<Lead['stage'], 'default' | 'primary' | 'success' | 'error' | 'info' | 'warning'>> = {
  new: 'default',
  contacted: 'info',
  meeting: 'primary',
  proposal: 'warning',
  won: 'success',
  lost: 'error',
};

/** `label` is read by the show layout around it. */
export function StageChip({ stage }: { stage?: Lead['stage']; label?: string }) {
  const lead = useRecordContext<Lead>();
  const value = stage ?? lead?.stage;
  if (!value) return null;
  // Outlined chips keep their text at the theme's text colour (AA contrast) whatever the stage's colour.
  return (
    <Chip size="small" variant="outlined" color={STAGE_COLORS[value]} label={LEAD_STAGE_LABELS[value]} sx={{ color: 'text.primary' }} />
  );
}

export const sourceText = (source: Lead['source']) => LEAD_SOURCE_LABELS[source];
