import { BOT_CHECK_MISSING, botCheckBody, botCheckSettings } from '@storyfund/shared/bot-check';
import { useAppConfig } from './use-app-config';

/**
 * The bot-check widget's settings when the server has one configured (GET /config), else null, and the
 * client check that a token is there before a form sends.
 */
export function useBotCheck() {
  const { config } = useAppConfig();
  const settings = botCheckSettings(config);
  return {
    settings,
    validate: (token: string): string | undefined => (settings !== null && token === '' ? BOT_CHECK_MISSING : undefined),
    /** The body field: the token, only when there is one. */
    body: botCheckBody,
  };
}
