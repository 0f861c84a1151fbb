-- USD exchange rates from the configured provider (docs/api-currency.md), one row per UTC day: fetched at most
-- once a day by whichever instance asks first; the latest row is the dated fallback when the provider is down.
CREATE TABLE IF NOT EXISTS exchange_rates (
  day        date PRIMARY KEY,
  rates      jsonb NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
