import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { BadRequestError } from '../../lib/errors.js';

/** Events older than this (by our clock) are refused, as Stripe's own libraries do by default. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's signature scheme, which the sandbox uses too: `Stripe-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 = HMAC-SHA256(secret, `${t}.${raw body}`).
 */
export function signWebhookPayload(secret: string, payload: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** The smallest part of an event we act on. */
export interface VerifiedEvent {
  id: string;
  type: string;
  created: number;
  objectId: string | null;
}

/**
 * Verifies the raw body against its signature header with the official SDK (constant-time comparison,
 * 300 s tolerance measured by `now`), then reads the event. Anything wrong answers 400 and nothing else.
 */
export function verifyWebhook(
  rawBody: Buffer | undefined,
  header: string | string[] | undefined,
  secret: string,
  now: Date,
): VerifiedEvent {
  if (!rawBody || rawBody.length === 0 || typeof header !== 'string' || header === '') {
    throw new BadRequestError('Webhook signature verification failed: a signed body and a Stripe-Signature header are required.');
  }
  let event: { id?: unknown; type?: unknown; created?: unknown; data?: { object?: { id?: unknown } } };
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime()) as typeof event;
  } catch {
    throw new BadRequestError('Webhook signature verification failed.');
  }
  const objectId = event.data?.object?.id;
  if (
    typeof event.id !== 'string' ||
    event.id === '' ||
    event.id.length > 255 ||
    typeof event.type !== 'string' ||
    typeof event.created !== 'number'
  ) {
    throw new BadRequestError('This is not a processor event.');
  }
  return { id: event.id, type: event.type, created: event.created, objectId: typeof objectId === 'string' ? objectId : null };
}
