import { describe, expect, it } from 'vitest';
import { fromSortModel, selectedOf, toSortModel } from './admin-grid.js';

describe('the admin grid over the list context', () => {
  it('shows react-admin’s sort as the grid’s sort model, and reads it back', () => {
    expect(toSortModel({ field: 'title', order: 'ASC' })).toEqual([{ field: 'title', sort: 'asc' }]);
    expect(toSortModel({ field: 'created_at', order: 'DESC' })).toEqual([{ field: 'created_at', sort: 'desc' }]);
    expect(toSortModel({ field: '', order: 'ASC' })).toEqual([]);
    const fallback = { field: 'created_at', order: 'DESC' as const };
    expect(fromSortModel([{ field: 'goal_amount_cents', sort: 'asc' }], fallback)).toEqual({ field: 'goal_amount_cents', order: 'ASC' });
    expect(fromSortModel([{ field: 'title', sort: 'desc' }], fallback)).toEqual({ field: 'title', order: 'DESC' });
    expect(fromSortModel([], fallback)).toBe(fallback);
  });

  it('reads a selection model as the selected ids among the rows shown', () => {
    expect(selectedOf({ type: 'include', ids: new Set([3, 5]) }, [1, 3, 5])).toEqual([3, 5]);
    // "Select all" on the page: everything shown but the ids excluded.
    expect(selectedOf({ type: 'exclude', ids: new Set([3]) }, [1, 3, 5])).toEqual([1, 5]);
    expect(selectedOf({ type: 'exclude', ids: new Set() }, [1, 3])).toEqual([1, 3]);
  });
});
