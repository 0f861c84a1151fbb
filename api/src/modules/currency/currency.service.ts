import { noticeCurrency, RATE_CURRENCIES, type RateCurrency } from '@storyfund/shared/constants';
import type { ExchangeRates, IpData } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { NotFoundError } from '../../lib/errors.js';
import * as repo from './currency.repository.js';

/**
 * The built-in rates, dated: what the notice shows when no provider is configured, or when it is unreachable and
 * nothing was fetched before. Approximate by nature; the notice says "about" and names the day.
 */
const BUILT_IN_RATES: { as_of: string; rates: Record<RateCurrency, number> } = {
  as_of: '2026-11-02',
  rates: { AUD: 1.53, CAD: 1.4, GBP: 0.76, EUR: 0.87 },
};

/** After a failed fetch, the provider is left alone this long (every visitor's call would wait for it otherwise). */
const RETRY_AFTER_MS = 10 * 60_000;
/** When each configured provider (an app's `config.exchangeRates`) last failed, on the app's clock; none while it answers. */
const providerDownSince = new WeakMap<AppContext['config']['exchangeRates'], number>();

type Lookup = (ip: string) => { country: string } | null;
let lookup: Promise<Lookup> | undefined;

/** The offline database (geoip-country's data files, read once, when first needed). */
function countryLookup(): Promise<Lookup> {
  lookup ??= import('geoip-country').then((module) => (ip: string) => (module.default ?? module).lookup(ip));
  return lookup;
}

/** GET /users/get-ipdata: the caller's country from their address; unknown (a private address) is null. Never an outbound call. */
export async function ipData(_ctx: AppContext, ip: string): Promise<IpData> {
  let country: string | null;
  try {
    country = (await countryLookup())(ip)?.country ?? null;
  } catch {
    country = null; // a failed lookup is tolerated (spec §8): no notice
  }
  return { country_code: country, notice_currency: noticeCurrency(country) };
}

function pickRates(raw: unknown): Record<RateCurrency, number> | undefined {
  const rates = (raw as { rates?: Record<string, unknown> } | null)?.rates;
  if (!rates || typeof rates !== 'object') return undefined;
  const picked = {} as Record<RateCurrency, number>;
  for (const currency of RATE_CURRENCIES) {
    const value = rates[currency];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
    picked[currency] = value;
  }
  return picked;
}

async function fetchFromProvider(ctx: AppContext, url: string): Promise<Record<RateCurrency, number> | undefined> {
  const provider = ctx.config.exchangeRates;
  const downSince = providerDownSince.get(provider);
  if (downSince !== undefined && ctx.clock.now().getTime() - downSince < RETRY_AFTER_MS) return undefined;
  let rates: Record<RateCurrency, number> | undefined;
  try {
    const response = await ctx.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    rates = response.ok ? pickRates(await response.json()) : undefined;
  } catch {
    rates = undefined;
  }
  if (rates) providerDownSince.delete(provider);
  else providerDownSince.set(provider, ctx.clock.now().getTime());
  return rates;
}

/**
 * GET /users/get-usd-exchange-rates: today's rates from the configured provider, fetched once a UTC day (kept in
 * the database, so every instance shares them); when the provider is unreachable, the latest day fetched, dated;
 * without any, the built-in dated rates. EXCHANGE_RATES=off answers 404, which hides the notice.
 */
export async function usdRates(ctx: AppContext): Promise<ExchangeRates> {
  const { url, off } = ctx.config.exchangeRates;
  if (off) throw new NotFoundError('Exchange rates are not available');
  const answer = (as_of: string, rates: Record<string, number>, source: ExchangeRates['source']): ExchangeRates => ({
    base: 'USD',
    rates: Object.fromEntries(RATE_CURRENCIES.map((c) => [c, rates[c]!])) as ExchangeRates['rates'],
    as_of,
    source,
  });
  if (!url) return answer(BUILT_IN_RATES.as_of, BUILT_IN_RATES.rates, 'fallback');
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const stored = await repo.findRates(ctx.db, today);
  if (stored) return answer(stored.day, stored.rates, 'provider');
  const fetched = await fetchFromProvider(ctx, url);
  if (fetched) {
    await repo.storeRates(ctx.db, today, fetched);
    return answer(today, fetched, 'provider');
  }
  const latest = await repo.latestRates(ctx.db);
  if (latest && pickRates(latest)) return answer(latest.day, latest.rates, 'cache');
  return answer(BUILT_IN_RATES.as_of, BUILT_IN_RATES.rates, 'fallback');
}
