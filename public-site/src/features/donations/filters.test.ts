import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@storyfund/shared/constants';
import { donationsExportPath, donationsKey, donorDetailKey, overdueKey } from './api/donation-calls';
import { apiFilterErrors, EMPTY_FILTERS, toDonationParams } from './filters';
import { daysText, monthlyText } from './format';

describe('toDonationParams', () => {
  it('leaves empty filters out and turns dollars into cents', () => {
    expect(toDonationParams(EMPTY_FILTERS)).toEqual({ params: {}, errors: {} });
    const { params, errors } = toDonationParams({
      ...EMPTY_FILTERS,
      datestart: '2026-01-01',
      dateend: '2026-01-31',
      project_id: '42',
      kind: 'monthly',
      min: '12.50',
      max: '$1,000',
      q: '  dana ',
    });
    expect(errors).toEqual({});
    expect(params).toEqual({
      datestart: '2026-01-01',
      dateend: '2026-01-31',
      project_id: 42,
      kind: 'monthly',
      min_cents: 1_250,
      max_cents: 100_000,
      q: 'dana',
    });
  });

  it("flags each bad filter on its own field with the API's rule", () => {
    expect(toDonationParams({ ...EMPTY_FILTERS, datestart: '2026-02-10', dateend: '2026-02-01' }).errors).toEqual({
      dateend: 'The end date cannot be before the start date',
    });
    expect(toDonationParams({ ...EMPTY_FILTERS, datestart: '2026-02-30' }).errors).toEqual({
      datestart: 'Please give a date as YYYY-MM-DD',
    });
    expect(toDonationParams({ ...EMPTY_FILTERS, min: '50', max: '20' }).errors).toEqual({ max: 'The maximum cannot be below the minimum' });
    const typos = toDonationParams({ ...EMPTY_FILTERS, min: 'ten', max: '-5' });
    expect(Object.keys(typos.errors).sort()).toEqual(['max', 'min']);
    expect(typos.params).toEqual({});
  });
});

describe('apiFilterErrors', () => {
  it("puts a 422's fields on the form's filters and drops fields the form has not", () => {
    expect(apiFilterErrors({ dateend: 'bad end', min_cents: 'too low', max_cents: 'too high', limit: 'ignored' })).toEqual({
      dateend: 'bad end',
      min: 'too low',
      max: 'too high',
    });
  });
});

describe('the donations calls', () => {
  const order = { sort: 'amount', sort_direction: 'asc' } as const;

  it('asks the table and its export with the same filters and order; only the table pages', () => {
    const params = { kind: 'one-time', q: 'a&b' } as const;
    expect(donationsKey(7, params, order, 50)).toBe(
      '/partners/7/donations?kind=one-time&q=a%26b&sort=amount&sort_direction=asc&limit=25&offset=50',
    );
    expect(donationsExportPath(7, params, order)).toBe('/partners/7/donations/export?kind=one-time&q=a%26b&sort=amount&sort_direction=asc');
  });

  it('pages a donor by 30 and the projects due for an update by 100, an empty search left out', () => {
    expect(donorDetailKey(7, 9, 30)).toBe(`/partners/7/donations/donors/9?limit=${PAGE_SIZES.gifts}&offset=30`);
    expect(overdueKey(7, '  ', 'desc', 0)).toBe('/partners/7/projects/overdue?sort_direction=desc&limit=100&offset=0');
    expect(overdueKey(7, ' well ', 'asc', 100)).toBe('/partners/7/projects/overdue?query=well&sort_direction=asc&limit=100&offset=100');
  });
});

describe('formatting', () => {
  it('words monthly giving and days waiting', () => {
    expect(monthlyText({ status: 'none', amount_cents: 0 })).toBe('None');
    expect(monthlyText({ status: 'active', amount_cents: 2_000 })).toBe('Active: $20.00 a month');
    expect(monthlyText({ status: 'past_due', amount_cents: 1_550 })).toBe('Past due: $15.50 a month');
    expect(daysText(1)).toBe('1 day');
    expect(daysText(1_200)).toBe('1,200 days');
  });
});
