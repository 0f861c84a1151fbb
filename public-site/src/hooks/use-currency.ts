import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import type { ExchangeRates, IpData } from '@storyfund/shared/contract';
import { useAppConfig } from './use-app-config';

const STEADY = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

const IP_DATA_PATH = '/users/get-ipdata';

/** GET /users/get-ipdata, once per visit (start-up). A failed lookup is tolerated: no notice (spec §8). */
export function useIpData(): IpData | undefined {
  return useSWR<IpData>(IP_DATA_PATH, STEADY).data;
}

export interface VisitorCurrency {
  currency: 'GBP' | 'EUR';
  /** What one US dollar buys. */
  rate: number;
  /** The day the rate is of (YYYY-MM-DD). */
  asOf: string;
}

/**
 * The currency notice's state (spec §7 start-up calls, §9): visitors from GB and the EU, once the rates are in;
 * a 'not found' rates answer, or a failed lookup, shows nothing; never on '/' in production.
 */
export function useVisitorCurrency(): VisitorCurrency | null {
  const ipData = useIpData();
  const { pathname } = useLocation();
  const { isProduction, isLoading } = useAppConfig();
  const currency = ipData?.notice_currency ?? null;
  const wanted = currency !== null && !isLoading && !(isProduction && pathname === '/');
  const { data: rates } = useSWR<ExchangeRates>(wanted ? '/users/get-usd-exchange-rates' : null, STEADY);
  if (!wanted || !rates || currency === null) return null;
  return { currency, rate: rates.rates[currency], asOf: rates.as_of };
}
