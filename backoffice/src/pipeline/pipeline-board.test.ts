import { describe, expect, it } from 'vitest';
import type { Lead } from '@storyfund/shared/contract';
import { moveAnnouncement, moveCard, toColumns } from './pipeline-board.js';

const lead = (id: number, stage: Lead['stage']): Lead => ({
  id,
  organization_name: `Org ${id}`,
  contact_name: null,
  email: null,
  phone: null,
  country_code: null,
  source: 'event',
  stage,
  owner_id: 1,
  owner_name: 'Sam',
  notes: null,
  next_step: null,
  next_step_date: null,
  partner_user_id: null,
  won_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('the pipeline board', () => {
  it('puts each lead in its stage, every stage present', () => {
    const columns = toColumns([lead(1, 'new'), lead(2, 'won'), lead(3, 'new')]);
    expect(Object.keys(columns)).toEqual(['new', 'contacted', 'meeting', 'proposal', 'won', 'lost']);
    expect(columns.new.map((l) => l.id)).toEqual([1, 3]);
    expect(columns.won.map((l) => l.id)).toEqual([2]);
  });

  it('moves a card to the top of its new column, and back (the undo)', () => {
    const columns = toColumns([lead(1, 'new'), lead(2, 'meeting')]);
    const moved = moveCard(columns, 1, 'meeting');
    expect(moved.new).toEqual([]);
    expect(moved.meeting.map((l) => [l.id, l.stage])).toEqual([
      [1, 'meeting'],
      [2, 'meeting'],
    ]);
    expect(moveCard(moved, 1, 'new').new.map((l) => [l.id, l.stage])).toEqual([[1, 'new']]);
    expect(moveCard(columns, 99, 'won')).toBe(columns);
    expect(moveCard(columns, 1, 'new')).toBe(columns);
  });

  it('announces a move and an undone move', () => {
    expect(moveAnnouncement(lead(1, 'new'), 'new', 'meeting')).toBe('Moved Org 1 from New to Meeting.');
    expect(moveAnnouncement(lead(1, 'new'), 'new', 'won', 'Forbidden')).toBe('Could not move Org 1 to Won: Forbidden. It is back in New.');
  });
});
