import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, visibleGroups } from './menu-groups.js';

describe('the menu groups', () => {
  it('are Reports, Moderation, Sales, Finance and Catalogue, in that order', () => {
    expect(MENU_GROUPS.map((g) => g.label)).toEqual(['Reports', 'Moderation', 'Sales', 'Finance', 'Catalogue']);
  });

  it('admins see every entry; empty groups are left out', () => {
    expect(visibleGroups('admin').map((g) => g.label)).toEqual(['Reports', 'Moderation', 'Sales', 'Finance', 'Catalogue']);
    expect(visibleGroups('admin', [{ label: 'Finance', entries: [] }])).toEqual([]);
    // /audit: partners' audit and social scores, a report for admins alone.
    const reports = visibleGroups('admin').find((g) => g.label === 'Reports');
    expect(reports?.entries).toContainEqual({ kind: 'resource', name: 'partner-scores' });
  });

  it('sales staff see the Sales group: leads, the pipeline, conversions and /grow', () => {
    const sales = visibleGroups('sales').find((g) => g.label === 'Sales');
    expect(sales?.entries.map((e) => (e.kind === 'resource' ? e.name : e.to))).toEqual(['leads', '/pipeline', '/sales', '/grow']);
    expect(
      visibleGroups('sales')
        .flatMap((g) => g.entries)
        .every((e) => e.sales === true),
    ).toBe(true);
  });

  it('sales staff see only the entries marked for them', () => {
    const groups = visibleGroups('sales', [
      { label: 'Sales', entries: [{ kind: 'resource', name: 'leads', sales: true }] },
      { label: 'Moderation', entries: [{ kind: 'resource', name: 'users' }] },
    ]);
    expect(groups).toEqual([{ label: 'Sales', entries: [{ kind: 'resource', name: 'leads', sales: true }] }]);
    expect(visibleGroups(undefined)).toEqual([]);
    // The reports and the sales pages are the sales team's too; Moderation and Finance are not.
    const reports = visibleGroups('sales').find((g) => g.label === 'Reports');
    expect(reports?.entries.map((e) => (e.kind === 'page' ? e.label : e.name))).toEqual([
      'Stats',
      'Donor stats',
      'Partner stats',
      'Staff picks tracker',
      'Premium stats',
      'signups',
      'donors',
    ]);
    // The admin tables behind those reports: partners and overdue updates (Catalogue), not the monthly donors (Finance).
    const catalogue = visibleGroups('sales').find((g) => g.label === 'Catalogue');
    expect(catalogue?.entries.map((e) => (e.kind === 'page' ? e.label : e.name))).toEqual(['partners', 'overdue']);
    expect(visibleGroups('sales').map((g) => g.label)).toEqual(['Reports', 'Sales', 'Catalogue']);
  });
});
