import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartnerCard, TopPartners } from '@storyfund/shared/contract';
import { renderWithServices } from '@/testing/render-app';
import { PartnersForYou } from './partners-for-you';

const card = (id: number, name: string): PartnerCard => ({
  id,
  name,
  photo_url: null,
  country_code: 'KE',
  categories: ['Water'],
  amount_raised_cents: 120_000,
  followers_count: 4,
  projects_count: 2,
  tax_exempt_teller: false,
  rating: 4.5,
  reviews_count: 2,
  good_rating: true,
});

const answer = (data: PartnerCard[], based_on: TopPartners['based_on']): TopPartners => ({ data, based_on });

describe('PartnersForYou (/foryou)', () => {
  it('shows the recommended partners and why: what they share with the partners the viewer knows', async () => {
    const { fake } = renderWithServices(<PartnersForYou />, {
      routes: {
        'GET /top-partner-for-user': {
          body: answer([card(7, 'Kenya Wells'), card(8, 'Lake Aid')], {
            categories: ['Children', 'Education', 'Nutrition', 'Water'],
            countries: ['KE'],
          }),
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Partners for you' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Kenya Wells' })).toHaveAttribute('href', '/profile/7');
    expect(
      screen.getByText('Partners working on Children, Education, Nutrition and more or in Kenya, like the ones you give to and follow.'),
    ).toBeInTheDocument();
    expect(fake.callsTo('GET /top-partner-for-user')[0]?.query.get('limit')).toBe('3');
  });

  it('says well-rated partners to a viewer without a history', async () => {
    renderWithServices(<PartnersForYou />, {
      routes: { 'GET /top-partner-for-user': { body: answer([card(7, 'Kenya Wells')], { categories: [], countries: [] }) } },
    });
    expect(await screen.findByText('Well-rated partners to discover.')).toBeInTheDocument();
  });

  it('has an empty state with a way on to the directory', async () => {
    renderWithServices(<PartnersForYou />, {
      routes: { 'GET /top-partner-for-user': { body: answer([], { categories: ['Water'], countries: [] }) } },
    });
    expect(await screen.findByText('No partners to suggest yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the partners' })).toHaveAttribute('href', '/partners');
  });

  it('offers a retry when the call fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderWithServices(<PartnersForYou />, {
      routes: {
        'GET /top-partner-for-user': () =>
          ++calls === 1
            ? { status: 500, body: { message: 'Internal Server Error' } }
            : { body: answer([card(9, 'Peru Aid')], { categories: [], countries: [] }) },
      },
    });
    expect(await screen.findByText('Partners could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Peru Aid' })).toBeInTheDocument();
  });
});
