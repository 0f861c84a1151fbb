import { useEffect, useState } from 'react';
import { botCheckSettings, type BotCheckSettings } from '@storyfund/shared/bot-check';
import type { PublicConfig } from '@storyfund/shared/contract';
import { apiTransport } from '../providers/api-transport.js';

/**
 * The bot-check widget's settings from GET /config (null while loading, when none is configured, or when the
 * configuration cannot be read: the server then decides, and says so on sign-in).
 */
export function useBotCheckSettings(): BotCheckSettings | null {
  const [settings, setSettings] = useState<BotCheckSettings | null>(null);
  useEffect(() => {
    let active = true;
    apiTransport
      .get<PublicConfig>('config', { auth: 'none' })
      .then((config) => active && setSettings(botCheckSettings(config)))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return settings;
}
