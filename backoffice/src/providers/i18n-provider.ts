/** react-admin's English messages, with the few wordings Storyfund changes. */
import { defaultI18nProvider } from 'react-admin';
import type { I18nProvider } from 'react-admin';

const OVERRIDES: Readonly<Record<string, string>> = {
  // The API signs in by email address.
  'ra.auth.username': 'Email',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => OVERRIDES[key] ?? defaultI18nProvider.translate(key, options),
};
