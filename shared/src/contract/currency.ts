/** The currency notice's calls (docs/api-currency.md). */
import { Nullable, StringEnum, Type, type Static } from './common.js';

/** GET /users/get-ipdata: the visitor's country from their address (an offline database), and the notice's currency. */
export const IpData = Type.Object({
  country_code: Nullable(Type.String()),
  /** GBP for Great Britain, EUR for the EU; null: no currency notice. */
  notice_currency: Type.Union([StringEnum(['GBP', 'EUR'] as const), Type.Null()]),
});
export type IpData = Static<typeof IpData>;

/** GET /users/get-usd-exchange-rates: what one US dollar buys; 404 when rates are off (the notice hides). */
export const ExchangeRates = Type.Object({
  base: StringEnum(['USD'] as const),
  rates: Type.Object({ AUD: Type.Number(), CAD: Type.Number(), GBP: Type.Number(), EUR: Type.Number() }),
  /** The day the rates are of (YYYY-MM-DD). */
  as_of: Type.String(),
  /** provider: today's from the configured provider; cache: an earlier day's (the provider is unreachable); fallback: the built-in dated rates. */
  source: StringEnum(['provider', 'cache', 'fallback'] as const),
});
export type ExchangeRates = Static<typeof ExchangeRates>;
