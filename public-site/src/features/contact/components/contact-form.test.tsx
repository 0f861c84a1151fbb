import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BotCheckModule from '@storyfund/shared/bot-check';
import type { BotCheckRenderOptions, BotCheckSettings } from '@storyfund/shared/bot-check';
import { renderWithServices } from '@/testing/render-app';
import { DEV_CONFIG } from '@/testing/fixtures';
import { ContactForm } from './contact-form';

/** A stand-in for the widget (the provider's real script runs in the e2e test): it records mounts and resets. */
const widget = vi.hoisted(() => ({
  options: undefined as BotCheckRenderOptions | undefined,
  element: undefined as HTMLElement | undefined,
  resets: 0,
  scriptUrls: [] as string[],
}));
vi.mock('@storyfund/shared/bot-check', async (importOriginal) => ({
  ...(await importOriginal<typeof BotCheckModule>()),
  mountBotCheck: (element: HTMLElement, settings: BotCheckSettings, onToken: (token: string) => void) => {
    widget.scriptUrls.push(settings.scriptUrl);
    widget.element = element;
    widget.options = { sitekey: settings.siteKey, callback: onToken };
    return {
      reset: () => {
        widget.resets += 1;
      },
      remove: () => undefined,
    };
  },
}));

const WITH_BOT_CHECK = { ...DEV_CONFIG, bot_check_site_key: 'site-key', bot_check_script_url: 'https://widget.test/api.js' };
const REFUSED = {
  status: 422,
  body: { message: 'Validation failed', errors: { bot_token: ['Please complete the verification and try again.'] } },
};

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Cora Contact');
  await user.type(screen.getByLabelText('Your email'), 'cora@example.test');
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'other');
  await user.type(screen.getByLabelText('Your message'), 'Hello team');
}

describe('ContactForm and the bot check', () => {
  beforeEach(() => {
    widget.options = undefined;
    widget.element = undefined;
    widget.resets = 0;
    widget.scriptUrls = [];
  });

  it('renders no widget and sends no bot_token when none is configured', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<ContactForm />, {
      routes: { 'POST /users/send-contact-us-message': { status: 201, body: { id: 1 } } },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(fake.callsTo('POST /users/send-contact-us-message')).toHaveLength(1));
    expect(fake.callsTo('POST /users/send-contact-us-message')[0]!.body).not.toHaveProperty('bot_token');
    expect(screen.queryByRole('group', { name: 'Verification' })).toBeNull();
    expect(widget.scriptUrls).toEqual([]);
  });

  it("renders the configured widget, asks for it before sending, sends its token, and shows the server's refusal under it", async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<ContactForm />, {
      routes: { 'GET /config': { body: WITH_BOT_CHECK }, 'POST /users/send-contact-us-message': REFUSED },
    });
    const group = await screen.findByRole('group', { name: 'Verification' });
    await waitFor(() => expect(widget.options?.sitekey).toBe('site-key'));
    expect(widget.scriptUrls).toEqual(['https://widget.test/api.js']);
    expect(group).toContainElement(widget.element!);

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(group).toHaveAccessibleDescription('Please complete the verification.');
    expect(fake.callsTo('POST /users/send-contact-us-message')).toHaveLength(0);

    widget.options!.callback('token-1');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription('Please complete the verification and try again.'));
    expect(fake.callsTo('POST /users/send-contact-us-message')[0]!.body).toMatchObject({ bot_token: 'token-1', message: 'Hello team' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(widget.resets).toBe(1); // the used token is gone: the widget asks again
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello team');

    fake.on('POST /users/send-contact-us-message', { status: 201, body: { id: 2 } });
    widget.options!.callback('token-2');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your message is on its way');
    expect(fake.callsTo('POST /users/send-contact-us-message')[1]!.body).toMatchObject({ bot_token: 'token-2' });
  });
});
