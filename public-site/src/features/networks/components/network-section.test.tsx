import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/render-app';
import { NetworkSection } from './network-section';

const network = { id: 9, name: 'Harbor Hope Network', photo_url: null, is_white_labelled: true, brand_logo_url: null, brand_color: null };
const member = (id: number) => ({ id, name: `Member ${id}`, photo_url: null, is_partner: false, projects_count: id % 3 });
/** 30 members, served 12 at a time as the API pages them. */
const members = Array.from({ length: 30 }, (_, i) => member(i + 1));

describe('NetworkSection', () => {
  it('lists the first 12 members, then the rest a page at a time with "Show more members"', async () => {
    const user = userEvent.setup();
    renderWithServices(<NetworkSection networkId="9" />, {
      routes: {
        'GET /users/9/network': (req) => {
          const offset = Number(req.query.get('offset'));
          const limit = Number(req.query.get('limit'));
          return { body: { network, members: { data: members.slice(offset, offset + limit), total: members.length } } };
        },
        'GET /users/9/network-projects': { body: { data: [], total: 0 } },
      },
    });
    const list = await screen.findByRole('list', { name: 'Members of Harbor Hope Network' });
    expect(screen.getByText('30 members')).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Show more members' }));
    expect(await within(list).findByRole('link', { name: 'Member 24' })).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Show more members' }));
    expect(await within(list).findByRole('link', { name: 'Member 30' })).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more members' })).toBeNull();
  });
});
