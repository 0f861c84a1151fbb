import { ATTRIBUTION_COOKIE_NAMES, type AttributionValues } from '@storyfund/shared/constants';

/**
 * The attribution cookies (spec §4 "First navigation", set by the public site for an hour on path /) as a
 * same-origin sign-up request carries them. They say only where the visit started, for the /grow report;
 * nothing trusts them for identity (that is the Authorization header's alone, plugins/authentication.ts).
 */
export function attributionCookies(header: string | undefined): AttributionValues {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return Object.fromEntries(
    (Object.entries(ATTRIBUTION_COOKIE_NAMES) as [keyof AttributionValues, string][]).map(([key, name]) => [key, jar.get(name)]),
  ) as AttributionValues;
}
