import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (api/src or api/dist are two levels below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDirs: { publicSite: string; backoffice: string } | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  marketingUrl: string | undefined;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: false (none), a hop count, or their
   * addresses and CIDR ranges. Never "all": the leftmost entry is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
  /** The bot check: the server side (secret, verify URL) and the browser widget (site key, script, CSP origins). */
  botCheck: { secret: string | undefined; verifyUrl: string; widget: BotCheckWidget | undefined };
  logLevel: string;
  /** Start the periodic jobs (src/jobs.ts) with the server; `BACKGROUND_JOBS=off` for extra instances. */
  backgroundJobs: boolean;
  /** Charge due monthly gifts every hour (a periodic job); `SUBSCRIPTION_SCHEDULER=off` turns only that job off. */
  subscriptionScheduler: boolean;
  /** Multiplies every rate limit (e2e runs many sign-ups from one IP); 1 in production. */
  rateLimitScale: number;
  /**
   * How long an anonymous read may be served from the read cache (READ_CACHE_MAX_AGE_MS; 0 turns it off).
   * 5 s by default; off under APP_ENV=test unless set, since API tests change rows directly.
   */
  readCacheMaxAgeMs: number;
  /** Uploaded images and videos: a local folder, or an S3-compatible bucket when S3_BUCKET is set. */
  uploads: { dir: string; s3: S3Config | undefined };
  /** Payments and fees (docs/decisions.md "Giving"). */
  giving: GivingConfig;
  /** An OpenAI-compatible chat endpoint for thank-you drafts (THANK_YOU_AI_URL, _KEY, _MODEL); templates without it. */
  thankYouAi: { url: string; apiKey: string | undefined; model: string } | undefined;
  /** Issue #12: where contact-form messages go (CONTACT_STAFF_EMAIL). */
  contactStaffEmail: string;
  /** Issue #12: USD rates for the currency notice: a provider URL (EXCHANGE_RATES_URL), built-in dated rates without one, or off (EXCHANGE_RATES=off). */
  exchangeRates: { url: string | undefined; off: boolean };
}

export interface GivingConfig {
  /** The built-in sandbox, or Stripe when STRIPE_SECRET_KEY is set. */
  paymentProvider: 'sandbox' | 'stripe';
  /** Stripe's keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET); undefined for the sandbox. */
  stripe: StripeConfig | undefined;
  /** Signs the sandbox's webhook events (SANDBOX_WEBHOOK_SECRET; a documented development default). */
  sandboxWebhookSecret: string;
  /** Gifts to this account's projects carry no card fee (spec §9). */
  zeroCardFeeRecipientId: number | undefined;
  /** Platform fee in basis points (1/100 of a percent) of the gift amount, by the rule of PLATFORM_FEE_CUTOFF. */
  platformFeeBps: { before: number; after: number; premiumAfter: number };
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** Where the SDK sends API calls (STRIPE_API_URL; Stripe's own by default, a local server in tests). */
  apiUrl: string | undefined;
}

/** The sandbox's webhook signing secret when SANDBOX_WEBHOOK_SECRET is not set (docs/operations.md). */
export const SANDBOX_WEBHOOK_SECRET_DEFAULT = 'whsec_storyfund_sandbox_development';

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const appEnv = parseEnv(env.APP_ENV ?? env.NODE_ENV);
  const port = parsePort(env.PORT);
  const base: AppConfig = {
    env: appEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    staticDirs: {
      publicSite: path.resolve(repoRoot, env.PUBLIC_SITE_DIR ?? 'public-site/dist'),
      backoffice: path.resolve(repoRoot, env.BACKOFFICE_DIR ?? 'backoffice/dist'),
    },
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Storyfund <no-reply@storyfund.local>',
    marketingUrl: env.MARKETING_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: (env.GOOGLE_ISSUERS ?? 'https://accounts.google.com,accounts.google.com').split(','),
    },
    facebook: {
      appId: env.FACEBOOK_APP_ID || undefined,
      appSecret: env.FACEBOOK_APP_SECRET || undefined,
      graphUrl: (env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/$/, ''),
    },
    botCheck: {
      secret: env.BOT_CHECK_SECRET || undefined,
      verifyUrl: env.BOT_CHECK_VERIFY_URL ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      widget: parseBotCheckWidget(env),
    },
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'silent' : 'info'),
    backgroundJobs: env.BACKGROUND_JOBS !== 'off',
    subscriptionScheduler: env.SUBSCRIPTION_SCHEDULER !== 'off',
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1),
    readCacheMaxAgeMs: Math.max(0, Number(env.READ_CACHE_MAX_AGE_MS ?? (appEnv === 'test' ? 0 : 5000)) || 0),
    uploads: { dir: path.resolve(repoRoot, env.UPLOADS_DIR ?? 'data/uploads'), s3: parseS3(env) },
    thankYouAi: env.THANK_YOU_AI_URL
      ? {
          url: env.THANK_YOU_AI_URL.replace(/\/$/, ''),
          apiKey: env.THANK_YOU_AI_KEY || undefined,
          model: env.THANK_YOU_AI_MODEL ?? 'gpt-4o-mini',
        }
      : undefined,
    giving: {
      paymentProvider: env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
      stripe: parseStripe(env),
      sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET || SANDBOX_WEBHOOK_SECRET_DEFAULT,
      zeroCardFeeRecipientId: parseOptionalId(env.ZERO_CARD_FEE_RECIPIENT_ID, 'ZERO_CARD_FEE_RECIPIENT_ID'),
      platformFeeBps: {
        before: parseBps(env.PLATFORM_FEE_BPS_BEFORE, 500, 'PLATFORM_FEE_BPS_BEFORE'),
        after: parseBps(env.PLATFORM_FEE_BPS_AFTER, 300, 'PLATFORM_FEE_BPS_AFTER'),
        premiumAfter: parseBps(env.PLATFORM_FEE_BPS_PREMIUM_AFTER, 0, 'PLATFORM_FEE_BPS_PREMIUM_AFTER'),
      },
    },
    contactStaffEmail: env.CONTACT_STAFF_EMAIL || 'support@storyfund.local',
    exchangeRates: { url: env.EXCHANGE_RATES_URL || undefined, off: env.EXCHANGE_RATES === 'off' },
  };
  return { ...base, ...overrides };
}

function parseS3(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  const region = env.S3_REGION || 'us-east-1';
  return {
    endpoint: (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/$/, ''),
    bucket: env.S3_BUCKET,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  };
}

function parseStripe(env: Env): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  if (!env.STRIPE_PUBLISHABLE_KEY)
    throw new Error('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY (the browser needs it for Stripe Elements).');
  const apiUrl = env.STRIPE_API_URL || undefined;
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl))
    throw new Error(`STRIPE_API_URL must be an origin such as https://api.stripe.com, got "${apiUrl}".`);
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    apiUrl,
  };
}

interface BotCheckWidget {
  siteKey: string;
  scriptUrl: string;
  /** The origins the widget loads from, frames and calls: the Content-Security-Policy allows them. */
  origins: string[];
}

/** The widget is on when BOT_CHECK_SITE_KEY is set: Turnstile's script unless BOT_CHECK_SCRIPT_URL names another. */
function parseBotCheckWidget(env: Env): BotCheckWidget | undefined {
  const siteKey = env.BOT_CHECK_SITE_KEY?.trim();
  if (!siteKey) return undefined;
  const scriptUrl = env.BOT_CHECK_SCRIPT_URL || 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
  const origin = (value: string, name: string) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`${name} must be an http(s) URL, got "${value}".`);
    return url.origin;
  };
  const extra = (env.BOT_CHECK_CSP_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const origins = [origin(scriptUrl, 'BOT_CHECK_SCRIPT_URL'), ...extra.map((o) => origin(o, 'BOT_CHECK_CSP_ORIGINS'))];
  return { siteKey, scriptUrl, origins: [...new Set(origins)] };
}

function parseBps(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const bps = Number(value);
  if (!/^\d+$/.test(value) || bps > 10_000)
    throw new Error(`${name} must be a whole number of basis points from 0 to 10000, got "${value}".`);
  return bps;
}

function parseOptionalId(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw new Error(`${name} must be a user id, got "${value}".`);
  return id;
}

/**
 * TRUST_PROXY: unset, empty, `0` or `false` trusts no proxy; a whole number trusts that many hops (the load
 * balancers in front of the server); otherwise a comma-separated list of addresses or CIDR ranges of the
 * proxies. `true` (every hop) is refused: it lets a client choose its own address (docs/operations.md).
 */
export function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY must be a hop count from 0 to 10, got "${text}".`);
    return hops;
  }
  const entries = text.split(',').map((part) => part.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY must be a hop count (1 for one load balancer) or a comma-separated list of proxy addresses or CIDR ranges, got "${bad}". "true" (trust every hop) is not allowed: the client would choose its own address.`,
    );
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function parseEnv(value: string | undefined): AppConfig['env'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number between 0 and 65535, got "${value}".`);
  }
  return port;
}
