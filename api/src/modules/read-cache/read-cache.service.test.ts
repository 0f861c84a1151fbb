import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.service.js';

/** A listing-like answer: 100 cards of repeated keys and varied values, as the brotli forms are tuned for. */
const listing = (seed: number) =>
  Buffer.from(
    JSON.stringify({
      data: Array.from({ length: 100 }, (_, i) => ({
        id: seed * 1000 + i,
        title: `Bench project ${(seed * 7919 + i * 104_729) % 50_000}: water for a village`,
        goal_amount_cents: 10_000 + ((i * 7_777) % 90_000),
        stats: { amount_raised_cents: (i * 3_331) % 10_000 },
        country_name: ['Kenya', 'Peru', 'Nepal', 'Ghana'][i % 4],
        owner: { id: 500 + (i % 37), first_name: `Owner ${i % 37}`, last_name: 'Team', organization_name: null },
      })),
      total: 3_664,
    }),
  );

/** Tagged over its body, as plugins/http-caching.ts tags it. */
const entry = (body: Buffer, etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`) => ({
  body,
  etag,
  contentType: 'application/json',
  cacheControl: 'public',
});

describe('the read cache: compressed forms', () => {
  it('answers a quick form first, and once the entry is read again, the smallest form made off the event loop', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000, now: () => 0 });
    const body = listing(1);
    cache.set('/api/projects', cache.generation(), entry(body));
    const kept = cache.get('/api/projects')!;
    const quick = cache.encodedBody(kept, 'br');
    expect(brotliDecompressSync(quick).equals(body)).toBe(true);
    expect(cache.encodedBody(kept, 'br')).toBe(quick); // still the quick form: the smallest is being made
    await cache.idle();
    const best = cache.encodedBody(kept, 'br');
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).equals(body)).toBe(true);

    const quickGzip = cache.encodedBody(kept, 'gzip');
    cache.encodedBody(kept, 'gzip');
    await cache.idle();
    const bestGzip = cache.encodedBody(kept, 'gzip');
    expect(bestGzip.length).toBeLessThanOrEqual(quickGzip.length);
    expect(gunzipSync(bestGzip).equals(body)).toBe(true);
  });

  it('keeps the compressed forms when an expired entry is computed again to the same answer, and only then', async () => {
    let now = 0;
    const cache = createReadCache({ maxAgeMs: 5_000, now: () => now });
    const body = listing(2);
    cache.set('/api/projects/staff-picks', cache.generation(), entry(body));
    const first = cache.get('/api/projects/staff-picks')!;
    cache.encodedBody(first, 'br');
    cache.encodedBody(first, 'br');
    await cache.idle();
    const best = cache.encodedBody(first, 'br');

    now = 5_000;
    expect(cache.get('/api/projects/staff-picks')).toBeUndefined();
    cache.set('/api/projects/staff-picks', cache.generation(), entry(Buffer.from(body)));
    expect(cache.encodedBody(cache.get('/api/projects/staff-picks')!, 'br')).toBe(best);

    now = 10_000;
    const changed = listing(3);
    cache.set('/api/projects/staff-picks', cache.generation(), entry(changed));
    const fresh = cache.encodedBody(cache.get('/api/projects/staff-picks')!, 'br');
    expect(brotliDecompressSync(fresh).equals(changed)).toBe(true);
  });

  it('drops the forms with the entries on a change', () => {
    const cache = createReadCache({ maxAgeMs: 60_000, now: () => 0 });
    const body = listing(4);
    cache.set('/api/partners', cache.generation(), entry(body));
    const before = cache.encodedBody(cache.get('/api/partners')!, 'br');
    const generation = cache.generation();
    cache.invalidate();
    expect(cache.get('/api/partners')).toBeUndefined();
    cache.set('/api/partners', generation, entry(body)); // computed before the drop: not kept
    expect(cache.get('/api/partners')).toBeUndefined();
    cache.set('/api/partners', cache.generation(), entry(body));
    expect(cache.encodedBody(cache.get('/api/partners')!, 'br')).not.toBe(before);
  });
});
