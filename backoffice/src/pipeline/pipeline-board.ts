/** The board's state changes, kept apart from the screen so they are tested alone. */
import { LEAD_STAGES, LEAD_STAGE_LABELS, type LeadStage } from '@storyfund/shared/constants';
import type { Lead } from '@storyfund/shared/contract';

export type Columns = Record<LeadStage, Lead[]>;

/** The leads in their stage's column, in the order given. */
export function toColumns(leads: Lead[]): Columns {
  const columns = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, [] as Lead[]])) as Columns;
  for (const lead of leads) columns[lead.stage].push(lead);
  return columns;
}

/** The board with `id` moved to the top of `stage`'s column (the optimistic update); unchanged if not found. */
export function moveCard(columns: Columns, id: number, stage: LeadStage): Columns {
  const lead = LEAD_STAGES.flatMap((s) => columns[s]).find((l) => l.id === id);
  if (!lead || lead.stage === stage) return columns;
  const next = { ...columns, [lead.stage]: columns[lead.stage].filter((l) => l.id !== id) };
  next[stage] = [{ ...lead, stage }, ...columns[stage]];
  return next;
}

/** What the live region says after a move, or after a move failed and was undone. */
export function moveAnnouncement(lead: Pick<Lead, 'organization_name'>, from: LeadStage, to: LeadStage, failed?: string): string {
  if (failed)
    return `Could not move ${lead.organization_name} to ${LEAD_STAGE_LABELS[to]}: ${failed}. It is back in ${LEAD_STAGE_LABELS[from]}.`;
  return `Moved ${lead.organization_name} from ${LEAD_STAGE_LABELS[from]} to ${LEAD_STAGE_LABELS[to]}.`;
}
