import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import type { FakeHandler } from '@/testing/fake-api';
import { renderWithServices } from '@/testing/render-app';
import { ReceivedGifts } from './received-gifts';

const base = {
  gift_at: '2026-03-05T14:07:09Z',
  amount_cents: 5_000,
  tip_cents: 0,
  monthly_gift: false,
  anonymous: false,
  dedicatee_name: null,
  project: { id: 40, title: 'A well for Kisumu' },
};
const withEncouragement = { ...base, id: 11, donor_name: 'Dee Donor', encouragement: { id: 91, has_response_from_recipient: false } };
const withoutEncouragement = { ...base, id: 12, donor_name: 'Guest Donor', encouragement: null };

function renderWith(routes: Record<string, FakeHandler>) {
  writeSessionCookies('tok', 7);
  return renderWithServices(<ReceivedGifts userId="7" />, {
    routes: {
      'GET /users/7/received-gifts-by-period': {
        body: { data: [], datestart: '2026-01-01', dateend: '2026-03-31', total: 0, total_amount_cents: 0 },
      },
      'GET /users/7/received-gifts': { body: { data: [withEncouragement, withoutEncouragement], total: 2 } },
      ...routes,
    },
  });
}

describe('Thanking a donor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drafts a message in the chosen tone, shows a 422 under the message, then sends the thanks and marks the row', async () => {
    const user = userEvent.setup();
    let thank: FakeHandler = {
      status: 422,
      body: { message: 'Validation failed', errors: { message: ['A comment holds at most 2000 characters'] } },
    };
    const { fake } = renderWith({
      'POST /projects/ai/thank-you': (req) => ({
        body: { gift_id: 11, tone: (req.body as { tone: string }).tone, message: 'Thank you, Dee!', source: 'template' },
      }),
      'POST /projects/40/encouragements/91/thank': (req) => (typeof thank === 'function' ? thank(req) : thank),
    });
    await user.click(await screen.findByRole('button', { name: /^Thank Dee Donor/ }));
    const form = screen.getByRole('form', { name: 'Thank Dee Donor, A well for Kisumu' });
    const message = within(form).getByLabelText('Thank-you message');
    expect(message).toHaveAccessibleDescription(/Posted as your reply/);

    await user.click(within(form).getByRole('button', { name: 'Send thanks' }));
    expect(message).toHaveAccessibleDescription(/^Write a thank-you message/);
    expect(fake.callsTo('POST /projects/40/encouragements/91/thank')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Tone'), 'Brief');
    await user.click(within(form).getByRole('button', { name: 'Draft it for me' }));
    expect(await within(form).findByDisplayValue('Thank you, Dee!')).toBe(message);
    expect(fake.callsTo('POST /projects/ai/thank-you')[0]?.body).toEqual({ gift_id: 11, tone: 'brief' });
    await user.type(message, ' See you soon.');

    await user.click(within(form).getByRole('button', { name: 'Send thanks' }));
    expect(await within(form).findByText('A comment holds at most 2000 characters')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(/^A comment holds at most 2000 characters/);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    thank = { body: { id: 91, type: 'encouragement', has_response_from_recipient: true } };
    await user.click(within(form).getByRole('button', { name: 'Send thanks' }));
    expect(await screen.findByText('Thanked')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Thank Dee Donor/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your thanks to Dee Donor is posted on A well for Kisumu.')).toHaveAttribute('role', 'status');
    const sent = fake.callsTo('POST /projects/40/encouragements/91/thank');
    expect(sent.map((c) => c.body)).toEqual([{ message: 'Thank you, Dee! See you soon.' }, { message: 'Thank you, Dee! See you soon.' }]);
    expect(sent[1]?.authorization).toBe('Bearer tok');
  });

  it('shows other failures in the form alert and keeps the text', async () => {
    const user = userEvent.setup();
    renderWith({
      'POST /projects/ai/thank-you': { status: 429, body: { message: 'Too many requests. Please try again later.' } },
      'POST /projects/40/encouragements/91/thank': { status: 403, body: { message: 'Only the project team can thank donors.' } },
    });
    await user.click(await screen.findByRole('button', { name: /^Thank Dee Donor/ }));
    const form = screen.getByRole('form', { name: /^Thank Dee Donor/ });
    await user.click(within(form).getByRole('button', { name: 'Draft it for me' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await user.type(within(form).getByLabelText('Thank-you message'), 'Thanks a lot!');
    await user.click(within(form).getByRole('button', { name: 'Send thanks' }));
    expect(await within(form).findByText('Only the project team can thank donors.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Thank-you message')).toHaveValue('Thanks a lot!');
    expect(screen.queryByText('Thanked')).not.toBeInTheDocument();
  });

  it('drafts a note to copy for a gift without an encouragement, with nothing to send', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith({
      'POST /projects/ai/thank-you': { body: { gift_id: 12, tone: 'warm', message: 'Dear friend, thank you.', source: 'ai' } },
    });
    await user.click(await screen.findByRole('button', { name: /^Draft a thank-you to Guest Donor/ }));
    const form = screen.getByRole('form', { name: /^Draft a thank-you to Guest Donor/ });
    const note = within(form).getByLabelText('Thank-you message');
    expect(note).toHaveAttribute('readonly');
    expect(note).toHaveAccessibleDescription(/no message thread to reply to/);
    expect(within(form).queryByRole('button', { name: 'Send thanks' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Draft it for me' }));
    expect(await within(form).findByDisplayValue('Dear friend, thank you.')).toBe(note);
    expect(fake.callsTo('POST /projects/ai/thank-you')[0]?.body).toEqual({ gift_id: 12, tone: 'warm' });
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.includes('/thank') && c.path.startsWith('/projects/40'))).toHaveLength(0);
  });
});
