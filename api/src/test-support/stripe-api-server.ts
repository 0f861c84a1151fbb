import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers the Stripe API endpoints our gateway calls, the way Stripe's test mode
 * does, so tests run the official SDK (request encoding, idempotency keys, error classes) with no internet.
 * It knows Stripe's test payment methods, replays a repeated Idempotency-Key and refuses one reused with
 * other parameters, and charges a fee that differs from our estimate (2.2 % + 30c) so a test can tell the
 * real fee was used. `authenticate` plays the customer's 3-D Secure step, as Stripe.js would.
 */
type Params = Record<string, unknown>;
interface Reply {
  status: number;
  body: unknown;
}

const SUCCEEDS = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex']);
const AUTHENTICATES = new Set(['pm_card_threeDSecure2Required', 'pm_card_authenticationRequired']);
const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};
const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3184' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155' },
};
export const STRIPE_AUTHENTICATION_FAILURE = {
  code: 'payment_intent_authentication_failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

export const stripeTestFee = (amount: number) => Math.round(amount * 0.022) + 30;

interface Intent {
  id: string;
  amount: number;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string;
  metadata: Params;
  last_payment_error: Params | null;
  charge: string | null;
}

export interface StripeApiServer {
  url: string;
  /** Every request, in order: method, path, decoded parameters and the Idempotency-Key header. */
  requests: { method: string; path: string; params: Params; idempotencyKey: string | undefined }[];
  intents: Map<string, Intent>;
  /** The customer's 3-D Secure step (what Stripe.js does in the browser). */
  authenticate(intentId: string, ok: boolean): void;
  /** Answer every following request with a 500 api_error (Stripe failing), until called with false. */
  failing(on: boolean): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0]=c`) back to objects. */
function decodeForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export async function startStripeApiServer(): Promise<StripeApiServer> {
  const intents = new Map<string, Intent>();
  const customers = new Map<string, { id: string; default_pm: string | null }>();
  const methods = new Map<string, { id: string; source: string; customer: string | null }>();
  /** What each intent has had refunded so far, in cents. */
  const refunded = new Map<string, number>();
  const idempotent = new Map<string, { hash: string; reply: Reply }>();
  const requests: StripeApiServer['requests'] = [];
  let failing = false;

  const error = (status: number, err: Params): Reply => ({ status, body: { error: err } });
  const cardOf = (pm: string) => methods.get(pm)?.source ?? pm;
  const pmObject = (pm: string) => {
    const card = CARDS[cardOf(pm)] ?? { brand: 'visa', last4: '4242' };
    return {
      id: pm,
      object: 'payment_method',
      type: 'card',
      customer: methods.get(pm)?.customer ?? null,
      card: { ...card, exp_month: 12, exp_year: 2031 },
    };
  };
  const intentObject = (pi: Intent, expand: string[]) => {
    const fee = stripeTestFee(pi.amount);
    const balance = { id: `txn_${pi.id}`, object: 'balance_transaction', amount: pi.amount, fee };
    const charge = pi.charge
      ? expand.some((e) => e.startsWith('latest_charge'))
        ? {
            id: pi.charge,
            object: 'charge',
            balance_transaction: expand.includes('latest_charge.balance_transaction') ? balance : balance.id,
          }
        : pi.charge
      : null;
    return {
      id: pi.id,
      object: 'payment_intent',
      amount: pi.amount,
      currency: 'usd',
      status: pi.status,
      client_secret: pi.client_secret,
      customer: pi.customer,
      payment_method: pi.payment_method,
      metadata: pi.metadata,
      last_payment_error: pi.last_payment_error,
      latest_charge: charge,
      next_action: pi.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } : null,
    };
  };
  const expandOf = (params: Params) => Object.values((params.expand as Params | undefined) ?? {}).map(String);

  function createIntent(params: Params): Reply {
    const pm = String(params.payment_method ?? '');
    const customer = params.customer ? String(params.customer) : null;
    const saved = methods.get(pm);
    const card = cardOf(pm);
    if (!saved && !SUCCEEDS.has(card) && !AUTHENTICATES.has(card) && !DECLINES[card]) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${pm}'`,
      });
    }
    if (saved && saved.customer !== customer) {
      return error(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message: 'The provided PaymentMethod belongs to a different Customer.',
      });
    }
    const pi: Intent = {
      id: id('pi'),
      amount: Number(params.amount),
      status: 'requires_payment_method',
      client_secret: '',
      customer,
      payment_method: pm,
      metadata: (params.metadata as Params) ?? {},
      last_payment_error: null,
      charge: null,
    };
    pi.client_secret = `${pi.id}_secret_${randomBytes(12).toString('hex')}`;
    intents.set(pi.id, pi);
    const decline =
      DECLINES[card] ??
      (AUTHENTICATES.has(card) && params.off_session === 'true'
        ? {
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          }
        : undefined);
    if (decline) {
      pi.charge = id('ch');
      pi.last_payment_error = { type: 'card_error', ...decline };
      return error(402, { type: 'card_error', ...decline, charge: pi.charge, payment_intent: intentObject(pi, []) });
    }
    if (AUTHENTICATES.has(card)) pi.status = 'requires_action';
    else {
      pi.status = 'succeeded';
      pi.charge = id('ch');
    }
    return { status: 200, body: intentObject(pi, expandOf(params)) };
  }

  /** A refund of a succeeded intent's charge, never more than is left of it (Stripe's charge_already_refunded otherwise). */
  function createRefund(params: Params): Reply {
    const pi = intents.get(String(params.payment_intent ?? ''));
    if (!pi)
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: 'No such payment_intent',
      });
    if (pi.status !== 'succeeded')
      return error(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: 'This PaymentIntent has no succeeded charge.',
      });
    const amount = params.amount === undefined ? pi.amount : Number(params.amount);
    const left = pi.amount - (refunded.get(pi.id) ?? 0);
    if (amount > left)
      return error(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
      });
    refunded.set(pi.id, (refunded.get(pi.id) ?? 0) + amount);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: pi.id,
      charge: pi.charge,
      status: 'succeeded',
      metadata: params.metadata ?? {},
    };
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, params: Params): Reply {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), default_pm: null };
      customers.set(customer.id, customer);
      return {
        status: 200,
        body: { id: customer.id, object: 'customer', email: params.email ?? null, invoice_settings: { default_payment_method: null } },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/))) {
      const pi = intents.get(m[1]!);
      if (!pi) return error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${m[1]}'` });
      return { status: 200, body: intentObject(pi, expandOf(params)) };
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/))) {
      const pm = m[1]!;
      const known = methods.get(pm);
      if (!known && !CARDS[pm])
        return error(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_method',
          message: `No such PaymentMethod: '${pm}'`,
        });
      if (m[2] === 'detach') {
        methods.delete(pm);
        for (const c of customers.values()) if (c.default_pm === pm) c.default_pm = null;
        return { status: 200, body: { ...pmObject(pm), customer: null } };
      }
      const customer = String(params.customer);
      if (known && known.customer !== customer)
        return error(400, { type: 'invalid_request_error', message: 'This PaymentMethod was previously attached to another Customer.' });
      // A test token attaches as a new PaymentMethod of the customer's own, as in Stripe's test mode.
      const saved = known ?? { id: id('pm'), source: pm, customer };
      methods.set(saved.id, saved);
      return { status: 200, body: pmObject(saved.id) };
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)(\/payment_methods)?$/))) {
      const customer = customers.get(m[1]!);
      if (!customer) return error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${m[1]}'` });
      if (m[2]) {
        const data = [...methods.values()]
          .filter((x) => x.customer === customer.id)
          .reverse()
          .map((x) => pmObject(x.id));
        return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
      }
      if (method === 'POST') customer.default_pm = ((params.invoice_settings as Params)?.default_payment_method as string) || null;
      return {
        status: 200,
        body: { id: customer.id, object: 'customer', invoice_settings: { default_payment_method: customer.default_pm } },
      };
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const params = decodeForm(method === 'GET' ? url.search.slice(1) : body);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method, path: url.pathname, params, idempotencyKey: key });
      const send = ({ status, body: json }: Reply, extra: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...extra });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== 'Bearer sk_test_local')
        return send(error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' }));
      if (failing)
        return send(error(500, { type: 'api_error', message: 'Something went wrong on our end.' }), { 'stripe-should-retry': 'false' });
      const hash = createHash('sha256').update(`${method} ${url.pathname} ${body}`).digest('hex');
      const replay = key && method === 'POST' ? idempotent.get(key) : undefined;
      if (replay && replay.hash !== hash) {
        return send(
          error(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          }),
        );
      }
      if (replay) return send(replay.reply, { 'idempotent-replayed': 'true' });
      const reply = route(method, url.pathname, params);
      if (key && method === 'POST') idempotent.set(key, { hash, reply });
      send(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    authenticate(intentId, ok) {
      const pi = intents.get(intentId);
      if (!pi || pi.status !== 'requires_action') throw new Error(`intent ${intentId} does not wait for authentication`);
      if (ok) {
        pi.status = 'succeeded';
        pi.charge = id('ch');
      } else {
        pi.status = 'requires_payment_method';
        pi.last_payment_error = { type: 'invalid_request_error', ...STRIPE_AUTHENTICATION_FAILURE };
      }
    },
    failing(on) {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
