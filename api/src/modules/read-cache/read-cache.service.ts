import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import { connectRedis, whenReady } from '../../lib/redis.js';

type Encoding = 'br' | 'gzip';

/**
 * A compressed form of a kept answer: `quick` (made on the event loop at first demand, cheap settings), `compressing`
 * (its smallest form is being made on zlib's thread pool) or `best` (the smallest there is, or the quick one was).
 */
interface EncodedForm {
  body: Buffer;
  state: 'quick' | 'compressing' | 'best';
}

/** One anonymous answer, kept serialised, with its compressed forms. */
interface CachedRead {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  storedAt: number;
  encoded: Partial<Record<Encoding, EncodedForm>>;
}

/**
 * The cache of anonymous reads (docs/performance.md "The read cache"): answers to callers without an
 * Authorization header on routes marked PUBLIC_READ, by URL, in this process. An entry lives at most
 * `maxAgeMs`; a change drops them all (`invalidate`): each successful write through the API that can change a
 * public read (plugins/http-caching.ts) and the domain events of background work (a renewal's gift, say). With
 * REDIS_URL the drop is published, so every instance drops its entries too; were a message lost, the maximum age
 * still bounds how stale an answer can be.
 */
export interface ReadCache {
  readonly enabled: boolean;
  /** Changes on every drop: an answer computed before a drop is not stored after it. */
  generation(): number;
  get(key: string): CachedRead | undefined;
  /** Keeps an answer; the kept entry, or undefined when it is not kept (computed before a drop, too large, off). */
  set(key: string, generation: number, entry: Omit<CachedRead, 'encoded' | 'storedAt'>): CachedRead | undefined;
  /**
   * The body in the given encoding. The first demand compresses it quickly on the event loop; once the entry is
   * read again (it is hot), its smallest form is made on zlib's thread pool and replaces the quick one when ready.
   */
  encodedBody(entry: CachedRead, encoding: Encoding): Buffer;
  invalidate(): void;
  /** Resolves once the drops of other instances reach this one (Redis subscribed), or after a few seconds without. */
  ready(): Promise<void>;
  /** Resolves once no compression is in flight (shutdown, tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const brotliParams = (quality: number, body: Buffer): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
/** About 0.4 ms for a 62 KB listing: fine on the event loop, once per entry. */
const QUICK: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, brotliParams(5, body)),
  gzip: (body) => gzipSync(body, { level: 6 }),
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * The smallest forms: brotli 11 makes a 62 KB listing 13% smaller than brotli 5 (2,862 against 3,288 bytes) but
 * takes ~75 ms, so it runs on zlib's thread pool, never on the event loop, one at a time.
 */
const BEST: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, brotliParams(11, body)),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};
const MAX_BEST_IN_FLIGHT = 1;

const CHANNEL = 'storyfund:read-cache:invalidate';
const MAX_ENTRIES = 5_000;
const MAX_BODY_BYTES = 512 * 1024;

export function createReadCache(options: { maxAgeMs: number; redisUrl?: string; now: () => number }): ReadCache {
  const entries = new Map<string, CachedRead>();
  let generation = 0;
  const dropLocal = () => {
    generation++;
    entries.clear();
  };
  const fanOut = options.redisUrl && options.maxAgeMs > 0 ? redisFanOut(options.redisUrl, dropLocal) : undefined;
  const inFlight = new Set<Promise<void>>();

  /** Makes the smallest form of a hot entry off the event loop; skipped (tried on a later read) while another runs. */
  const compressBest = (entry: CachedRead, encoding: Encoding, form: EncodedForm) => {
    if (form.state !== 'quick' || inFlight.size >= MAX_BEST_IN_FLIGHT) return;
    form.state = 'compressing';
    const work = BEST[encoding](entry.body).then(
      (best) => {
        if (best.length < form.body.length) entry.encoded[encoding] = { body: best, state: 'best' };
        else form.state = 'best';
      },
      () => {
        form.state = 'best'; // the quick form stays
      },
    );
    const tracked = work.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  return {
    enabled: options.maxAgeMs > 0,
    generation: () => generation,
    get(key) {
      const entry = entries.get(key);
      // An expired entry stays until its key is stored again: an unchanged answer keeps its compressed forms.
      if (!entry || options.now() - entry.storedAt >= options.maxAgeMs) return undefined;
      return entry;
    },
    set(key, at, entry) {
      if (options.maxAgeMs <= 0 || at !== generation || entry.body.length > MAX_BODY_BYTES) return undefined;
      const previous = entries.get(key);
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string); // the oldest
      // The same answer (the tag is over the body) as the expired entry: its compressed forms still fit.
      const encoded = previous?.etag === entry.etag ? previous.encoded : {};
      const kept = { ...entry, storedAt: options.now(), encoded };
      entries.set(key, kept);
      return kept;
    },
    encodedBody(entry, encoding) {
      const form = entry.encoded[encoding];
      if (form) {
        compressBest(entry, encoding, form);
        return form.body;
      }
      const quick = QUICK[encoding](entry.body);
      entry.encoded[encoding] = { body: quick, state: 'quick' };
      return quick;
    },
    invalidate() {
      dropLocal();
      fanOut?.publish();
    },
    ready: async () => {
      await fanOut?.ready();
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    close: async () => {
      await fanOut?.close();
    },
  };
}

/** Drops published on a Redis channel; each instance ignores its own and drops on the others'. */
function redisFanOut(url: string, drop: () => void) {
  const me = randomUUID();
  // Both reconnect by themselves; the subscriber subscribes on every (re)connection. The maximum age covers the gap.
  const publisher = connectRedis(url);
  const subscriber = connectRedis(url);
  let onSubscribed: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (onSubscribed = resolve));
  subscriber.on('ready', () => void subscriber.subscribe(CHANNEL).then(onSubscribed, () => undefined));
  subscriber.on('message', (_channel, sender: string) => {
    if (sender !== me) drop();
  });
  return {
    publish: () => void publisher.publish(CHANNEL, me).catch(() => undefined),
    ready: () => whenReady(publisher, subscribed),
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/**
 * An after-commit listener: a change made outside a request (a renewal's gift, a refund by the job runner, a
 * funded stamp) drops the anonymous reads too. Writes through the API drop them before they answer.
 */
export async function dropReadCache(ctx: { readCache: ReadCache }): Promise<void> {
  ctx.readCache.invalidate();
}
