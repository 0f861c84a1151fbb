import { useAppConfig } from './use-app-config';

export interface BotCheckSettings {
  siteKey: string;
  scriptUrl: string;
}

const MISSING = 'Please complete the verification.';

/**
 * The bot-check widget's settings when the server has one configured (GET /config), else null, and the
 * client check that a token is there before a form sends.
 */
export function useBotCheck() {
  const { config } = useAppConfig();
  const siteKey = config?.bot_check_site_key ?? null;
  const scriptUrl = config?.bot_check_script_url ?? null;
  const settings: BotCheckSettings | null = siteKey !== null && scriptUrl !== null ? { siteKey, scriptUrl } : null;
  return {
    settings,
    validate: (token: string): string | undefined => (settings !== null && token === '' ? MISSING : undefined),
    /** The body field: the token, only when there is one. */
    body: (token: string): { bot_token?: string } => (token === '' ? {} : { bot_token: token }),
  };
}
