import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';

/** One anonymous answer, kept serialised, with its compressed forms made once, on first demand. */
interface CachedRead {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  storedAt: number;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/**
 * The cache of anonymous reads (docs/performance.md "The read cache"): answers to callers without an
 * Authorization header on routes marked PUBLIC_READ, by URL, in this process. An entry lives at most
 * `maxAgeMs`; every change drops them all (`invalidate`): each successful write through the API and the domain
 * events of background work (a renewal's gift, say). With REDIS_URL the drop is published, so every instance
 * drops its entries too; were a message lost, the maximum age still bounds how stale an answer can be.
 */
export interface ReadCache {
  readonly enabled: boolean;
  /** Changes on every drop: an answer computed before a drop is not stored after it. */
  generation(): number;
  get(key: string): CachedRead | undefined;
  set(key: string, generation: number, entry: Omit<CachedRead, 'encoded' | 'storedAt'>): void;
  /** The body in the given encoding, compressed once and kept. */
  encodedBody(entry: CachedRead, encoding: 'br' | 'gzip'): Buffer;
  invalidate(): void;
  close(): Promise<void>;
}

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

  return {
    enabled: options.maxAgeMs > 0,
    generation: () => generation,
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (options.now() - entry.storedAt >= options.maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, at, entry) {
      if (options.maxAgeMs <= 0 || at !== generation || entry.body.length > MAX_BODY_BYTES) return;
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string); // the oldest
      entries.set(key, { ...entry, storedAt: options.now(), encoded: {} });
    },
    encodedBody(entry, encoding) {
      entry.encoded[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(entry.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
            })
          : gzipSync(entry.body, { level: 6 });
      return entry.encoded[encoding];
    },
    invalidate() {
      dropLocal();
      fanOut?.publish();
    },
    close: async () => fanOut?.close(),
  };
}

/** Drops published on a Redis channel; each instance ignores its own and drops on the others'. */
function redisFanOut(url: string, drop: () => void) {
  const me = randomUUID();
  const redisOptions = { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000 };
  const publisher = new Redis(url, redisOptions);
  const subscriber = new Redis(url, redisOptions);
  publisher.on('error', () => undefined); // both reconnect by themselves; the maximum age covers the gap
  subscriber.on('error', () => undefined);
  void subscriber.subscribe(CHANNEL).catch(() => undefined);
  subscriber.on('message', (_channel, sender: string) => {
    if (sender !== me) drop();
  });
  return {
    publish: () => void publisher.publish(CHANNEL, me).catch(() => undefined),
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
