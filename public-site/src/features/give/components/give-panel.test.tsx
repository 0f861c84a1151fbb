import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAnonToken } from '@/lib/cookies';
import { projectItem } from '@/testing/fixtures';
import { donor, fillCard, fillGuest, giftAnswer, keyOf, renderPanel, submitButton } from '@/testing/give-panel';

describe('GivePanel: amounts', () => {
  it('is the "Give" section with the presets, $25 chosen, and a submit button naming the total', async () => {
    await renderPanel({ user: donor() });
    const section = screen.getByRole('region', { name: 'Give' });
    expect(section).toHaveAttribute('id', 'give');
    for (const name of ['$10', '$25', '$50', '$100']) expect(within(section).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'true');
    expect(submitButton()).toHaveTextContent('Give $25.00');
  });

  it('checks the typed amount with the shared rule and sends nothing while it is wrong', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({ user: donor() });
    await fillCard(user);
    const other = screen.getByLabelText('Other amount');
    await user.type(other, '0.50');
    expect(screen.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(submitButton());
    expect(other).toHaveAccessibleDescription(/Amount must be at least \$1.00/);
    expect(other).toHaveFocus();
    await user.clear(other);
    await user.type(other, 'lots');
    await user.click(submitButton());
    expect(other).toHaveAccessibleDescription(/Please enter an amount in dollars/);
    await user.clear(other);
    await user.type(other, '100000.01');
    await user.click(submitButton());
    expect(other).toHaveAccessibleDescription(/Amount must be at most \$100,000.00/);
    expect(fake.callsTo('POST /projects/41/gifts')).toHaveLength(0);
  });

  it('sends the typed dollars as integer cents', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      routes: { 'POST /projects/41/gifts': { status: 201, body: giftAnswer({ amount_cents: 1234 }) } },
    });
    await user.type(screen.getByLabelText('Other amount'), '12.34');
    await fillCard(user);
    expect(submitButton()).toHaveTextContent('Give $12.34');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    const [call] = fake.callsTo('POST /projects/41/gifts');
    expect(call?.body).toEqual({ amount_cents: 1234, tip_cents: 0, anonymous: false, payment_method_id: 'pm_card_visa' });
    expect(keyOf(call)).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.authorization).toBe('Bearer tok');
  });
});

describe('GivePanel: an honest tip', () => {
  it('starts at "No tip", shows each tip in dollars and the total before paying', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      routes: { 'POST /projects/41/gifts': { status: 201, body: giftAnswer({ tip_cents: 250 }) } },
    });
    const group = screen.getByRole('radiogroup', { name: 'Tip Storyfund' });
    expect(within(group).getByRole('radio', { name: 'No tip' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '10%' })).toHaveAccessibleDescription('$2.50');
    expect(within(group).getByRole('radio', { name: '15%' })).toHaveAccessibleDescription('$3.75');
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: $25.00');
    expect(screen.getByText('No tip to Storyfund')).toBeInTheDocument();
    expect(screen.getByText(/goes to Storyfund/, { selector: '.give__note' })).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: '10%' }));
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: $27.50');
    expect(screen.getByText('$2.50 tip to Storyfund')).toBeInTheDocument();
    expect(screen.getByText('$25.00 to A well for Kisumu')).toBeInTheDocument();
    await fillCard(user);
    expect(submitButton()).toHaveTextContent('Give $27.50');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(fake.callsTo('POST /projects/41/gifts')[0]?.body).toMatchObject({ amount_cents: 2500, tip_cents: 250 });
    expect(screen.getByText(/\$2.50 tip to Storyfund/)).toBeInTheDocument();
  });
});

describe('GivePanel: guests', () => {
  it('asks a logged-out visitor for name and email, keeps the guest token and offers the claim', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      routes: {
        'POST /projects/41/gifts': {
          status: 201,
          body: { ...giftAnswer({ dedicatee_name: 'Grandma Rose' }), anonymous_token: 'anon-xyz' },
        },
      },
    });
    await user.click(submitButton());
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(/First name is required/);
    expect(fake.callsTo('POST /projects/41/gifts')).toHaveLength(0);

    await fillGuest(user);
    await user.click(screen.getByLabelText('Dedicate this gift'));
    await user.type(screen.getByLabelText('Dedicatee name'), 'Grandma Rose');
    await user.type(screen.getByLabelText(/^Dedicatee email/), 'rose@example.test');
    await user.type(screen.getByLabelText(/^Encouragement/), 'Go well!');
    await fillCard(user);
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    const [call] = fake.callsTo('POST /projects/41/gifts');
    expect(call?.authorization).toBeNull();
    expect(call?.body).toEqual({
      amount_cents: 2500,
      tip_cents: 0,
      anonymous: false,
      encouragement: 'Go well!',
      payment_method_id: 'pm_card_visa',
      dedicatee_name: 'Grandma Rose',
      dedicatee_email: 'rose@example.test',
      is_guest: true,
      guest_first_name: 'Gina',
      guest_last_name: 'Guest',
      guest_email: 'gina@example.test',
    });
    expect(JSON.stringify(call?.body)).not.toContain('4242');
    expect(readAnonToken()).toBe('anon-xyz');
    expect(screen.getByText(/dedicated to Grandma Rose/)).toBeInTheDocument();
    const claim = await screen.findByRole('form', { name: 'Claim your account' });
    expect(within(claim).getByRole('button', { name: 'Claim my account' })).toBeInTheDocument();
  });

  it('gives with the guest token already in this browser', async () => {
    const user = userEvent.setup();
    document.cookie = 'id_anontoken=anon-old; path=/';
    const { fake } = await renderPanel({
      routes: { 'POST /projects/41/gifts': { status: 201, body: { ...giftAnswer(), anonymous_token: 'anon-old' } } },
    });
    await fillGuest(user);
    await fillCard(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(fake.callsTo('POST /projects/41/gifts')[0]?.authorization).toBe('Bearer anon-old');
  });

  it('gives as a new guest when the token in this browser no longer works (401), on the same attempt', async () => {
    const user = userEvent.setup();
    document.cookie = 'id_anontoken=anon-claimed; path=/';
    const { fake } = await renderPanel({
      routes: {
        'POST /projects/41/gifts': (call) =>
          call.authorization === 'Bearer anon-claimed'
            ? { status: 401, body: { message: 'Unauthorized' } }
            : { status: 201, body: { ...giftAnswer(), anonymous_token: 'anon-new' } },
      },
    });
    await fillGuest(user);
    await fillCard(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    const [stale, fresh] = fake.callsTo('POST /projects/41/gifts');
    expect(stale?.authorization).toBe('Bearer anon-claimed');
    expect(fresh?.authorization).toBeNull();
    expect(keyOf(fresh)).toBe(keyOf(stale));
    expect(readAnonToken()).toBe('anon-new');
  });
});

describe('GivePanel: after the gift', () => {
  it('keeps the thank-you when the page remounts the panel (a claim logs in), until "Give again"', async () => {
    const user = userEvent.setup();
    const first = await renderPanel({ user: donor(), routes: { 'POST /projects/41/gifts': { status: 201, body: giftAnswer() } } });
    await fillCard(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    first.unmount();

    await renderPanel({ user: donor(), waitForForm: false });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give again' }));
    expect(submitButton()).toHaveTextContent('Give $25.00');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });
});

describe('GivePanel: server answers', () => {
  it('shows 422 field errors under their fields', async () => {
    const user = userEvent.setup();
    await renderPanel({
      user: donor(),
      routes: {
        'POST /projects/41/gifts': {
          status: 422,
          body: {
            message: 'Validation failed',
            errors: { dedicatee_email: ['Email is not valid'], payment_method_id: ['Please choose a payment method'] },
          },
        },
      },
    });
    await user.click(screen.getByLabelText('Dedicate this gift'));
    await user.type(screen.getByLabelText('Dedicatee name'), 'Rose');
    await user.type(screen.getByLabelText(/^Dedicatee email/), 'rose@example.test');
    await fillCard(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/^Dedicatee email/)).toHaveAccessibleDescription(/Email is not valid/));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(/Please choose a payment method/);
  });

  it('hides the panel of a closed project', async () => {
    await renderPanel({ project: projectItem({ status: 'closed' }), waitForForm: false });
    expect(screen.getByRole('region', { name: 'Give' })).toHaveTextContent('no longer taking gifts');
    expect(screen.queryByRole('button', { name: /^Give/ })).not.toBeInTheDocument();
  });
});
