import { Redis } from 'ioredis';

/**
 * A Redis client as every part of the API uses one (rate limits, the read cache's drops): a command answers
 * within 2 s or fails, and a lost connection is retried by itself, so errors show in the status, not as crashes.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000 });
  redis.on('error', () => undefined);
  return redis;
}

/**
 * Resolves once the client is ready (and `also`, when given, has settled), or after `timeoutMs` if Redis does
 * not answer: the caller then works without it until it does. A start-up that keeps the event loop busy past
 * the connect timeout (building the app does) makes the first attempt time out and the client reconnect; the
 * app waits for this in its `onReady`, so its first requests find Redis there rather than skipped.
 */
export function whenReady(redis: Redis, also: Promise<void> = Promise.resolve(), timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    timer.unref();
    function done() {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve();
    }
    function onReady() {
      void also.then(done);
    }
    redis.on('ready', onReady);
    if (redis.status === 'ready') onReady();
  });
}
