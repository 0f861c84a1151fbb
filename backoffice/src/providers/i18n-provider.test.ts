import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n-provider.js';

describe('i18nProvider', () => {
  it('labels the sign-in field Email, since the API signs in by email', () => {
    expect(i18nProvider.translate('ra.auth.username')).toBe('Email');
  });

  it("keeps react-admin's other English messages", () => {
    expect(i18nProvider.translate('ra.auth.password')).toBe('Password');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
