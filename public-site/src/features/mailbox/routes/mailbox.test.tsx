import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEV_CONFIG } from '@/testing/fixtures';
import { locationNow, renderWithServices } from '@/testing/render-app';
import { appPathOf } from '../components/linkified-text';
import { MailboxRoute } from './mailbox';

const RESET = {
  id: 4,
  to_address: 'erin@example.test',
  subject: 'Reset your Storyfund password',
  text_body:
    'Hi Erin,\n\nTo choose a new password, open:\nhttp://localhost:3000/password-reset?token=abc123\n\nOr read https://help.example.org/reset.',
  created_at: '2025-03-05T14:07:09.000Z',
  headers: {},
};

const DIGEST = {
  id: 5,
  to_address: 'erin@example.test',
  subject: 'Your Storyfund news: 1 new notification',
  text_body: 'Hello Erin,\n\n--\nUnsubscribe: http://localhost:3000/unsubscribe?token=1.abc',
  created_at: '2025-03-05T15:00:00.000Z',
  headers: {
    'List-Unsubscribe': '<http://localhost:3000/api/users/unsubscribe?token=1.abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('MailboxRoute', () => {
  it('lists messages with their links; links into the site stay in the app', async () => {
    const user = userEvent.setup();
    renderWithServices(<MailboxRoute />, { url: '/dev/mailbox', routes: { 'GET /dev/mailbox': { body: { data: [RESET], total: 1 } } } });
    const mail = await screen.findByRole('article', { name: 'Reset your Storyfund password' });
    expect(mail).toHaveTextContent('To erin@example.test · 05/03/2025 14:07:09 UTC');
    expect(screen.getByRole('link', { name: 'https://help.example.org/reset.' })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('link', { name: 'http://localhost:3000/password-reset?token=abc123' }));
    expect(locationNow()).toBe('/password-reset?token=abc123');
  });

  it("shows a message's extra headers (a digest's List-Unsubscribe)", async () => {
    renderWithServices(<MailboxRoute />, {
      url: '/dev/mailbox',
      routes: { 'GET /dev/mailbox': { body: { data: [DIGEST, RESET], total: 2 } } },
    });
    const digest = await screen.findByRole('article', { name: 'Your Storyfund news: 1 new notification' });
    expect(digest).toHaveTextContent('List-Unsubscribe: <http://localhost:3000/api/users/unsubscribe?token=1.abc>');
    expect(digest).toHaveTextContent('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(screen.getByRole('article', { name: 'Reset your Storyfund password' })).not.toHaveTextContent('List-Unsubscribe');
  });

  it('filters by recipient', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<MailboxRoute />, {
      url: '/dev/mailbox',
      routes: { 'GET /dev/mailbox': { body: { data: [], total: 0 } } },
    });
    expect(await screen.findByText('Nothing has been sent yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recipient'), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Nothing was sent to nobody@example.test.')).toBeInTheDocument();
    expect(fake.callsTo('GET /dev/mailbox').at(-1)?.query.get('to')).toBe('nobody@example.test');
  });

  it('explains when the server has no development mailbox', async () => {
    const { fake } = renderWithServices(<MailboxRoute />, { routes: { 'GET /config': { body: { ...DEV_CONFIG, dev_mailbox: false } } } });
    expect(await screen.findByText('No development mailbox')).toBeInTheDocument();
    expect(fake.callsTo('GET /dev/mailbox')).toHaveLength(0);
  });
});

describe('appPathOf', () => {
  it('keeps only same-origin links, as paths', () => {
    expect(appPathOf('http://localhost:3000/confirm-email?token=x#top', 'http://localhost:3000')).toBe('/confirm-email?token=x#top');
    expect(appPathOf('https://evil.example/password-reset', 'http://localhost:3000')).toBeUndefined();
    expect(appPathOf('not a url', 'http://localhost:3000')).toBeUndefined();
  });
});
