import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../testing/fake-fetch.js';
import { renderAdmin } from '../testing/render-admin.js';
import { PartnerScoreList } from './partner-score-list.js';
import { PartnerScoreShow } from './partner-score-show.js';

const row = {
  id: 7,
  name: 'Kept Wells',
  email: 'wells@example.test',
  audit_score: 75,
  social_score: 40,
  active_projects: 2,
  followers: 99,
  rating: 5,
};
const counts = {
  user_id: 7,
  photo: 1,
  cover: 1,
  bio: 1,
  projects: 2,
  active_projects: 2,
  funded_projects: 0,
  updates: 2,
  community_posts: 7,
  followers: 99,
  donors: 0,
  encouragements: 2,
  encouragements_answered: 1,
};
const detail = {
  id: 7,
  name: 'Kept Wells',
  email: 'wells@example.test',
  audit: {
    score: 75,
    parts: [
      { key: 'profile', points: 30, max: 30, detail: '3 of photo, cover and bio' },
      { key: 'update_cadence', points: 15, max: 30, detail: '1 of 2 active projects updated within 30 days' },
      { key: 'encouragements', points: 10, max: 20, detail: '1 of 2 encouragements answered' },
      { key: 'reviews', points: 20, max: 20, detail: 'Rated 5.0 of 5 in 1 reviews' },
    ],
  },
  social: { score: 23, parts: [{ key: 'followers', points: 23, max: 35, detail: '99 followers (full points at 1,000)' }] },
  counts,
};
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

const SLOW = { timeout: 15_000 };

describe('partner scores (/audit)', { timeout: 60_000 }, () => {
  it('lists partners by audit score, highest first, and sorts on the server', async () => {
    const calls = renderAdmin(
      '/partner-scores',
      { name: 'partner-scores', list: PartnerScoreList },
      { 'GET /api/partner-scores': json({ data: [row], total: 1 }) },
    );
    const grid = await screen.findByRole('grid', { name: 'Audit and social scores' }, SLOW);
    const line = (await within(grid).findByText('Kept Wells', {}, SLOW)).closest('[role="row"]')!;
    expect(line.textContent).toContain('75');
    expect(line.textContent).toContain('5.0');
    expect(screen.getByRole('link', { name: 'Kept Wells' }).getAttribute('href')).toMatch(/\/partner-scores\/7\/show$/);
    expect(queryOf(calls[0]!.url)).toMatchObject({ limit: '25', offset: '0', sort: 'audit_score', order: 'desc' });
    fireEvent.click(
      within(grid)
        .getByRole('columnheader', { name: /Social score/ })
        .querySelector('.MuiDataGrid-columnHeaderTitle')!,
    );
    await waitFor(() => expect(calls.some((c) => queryOf(c.url)['sort'] === 'social_score')).toBe(true));
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
  });

  it('shows each part with its points and why, and the owner-checkup counts', async () => {
    renderAdmin(
      '/partner-scores/7/show',
      { name: 'partner-scores', show: PartnerScoreShow },
      { 'GET /api/partner-scores/7': json(detail) },
    );
    const audit = await screen.findByRole('table', { name: 'Audit score' });
    expect(audit.textContent).toContain('Update cadence15 / 301 of 2 active projects updated within 30 days');
    expect(screen.getByText('Audit score: 75 / 100')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Owner-checkup counts' }).textContent).toContain('Encouragements answered1');
  });
});
