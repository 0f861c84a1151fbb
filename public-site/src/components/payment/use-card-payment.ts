/**
 * Paying with a card: the one flow of every page that charges (the give panel, /monthly's "Pay now",
 * /giftcard). The charging call goes with the attempt's Idempotency-Key; when the bank asks for 3-D
 * Secure, its step runs (Stripe.js's next action, or the sandbox's dialog) and the confirm call follows;
 * then the page hears "paid" or a failure to show. What differs per page (the URLs, the answer shapes)
 * comes in as a PaymentAdapter.
 */
import { useEffect, useRef, useState } from 'react';
import type { PaymentIntentAction } from '@storyfund/shared/contract';
import { useAppConfig } from '@/hooks/use-app-config';
import { useApi } from '@/hooks/use-services';
import type { AuthenticationDialogProps } from './authentication-dialog';
import type { CardEntryHandle } from './card-form-types';
import { createAttemptKeys } from './idempotency';
import { describePaymentFailure, PaymentStepError } from './payment-failure';
import type { PaymentFailure } from './payment-failure';
import { authenticateSandbox } from './sandbox-authentication';
import type { AuthenticationOutcome } from './sandbox-authentication';
import { loadAndHandleNextAction } from './stripe-next-action';
import { analytics } from '@/lib/analytics';

/** An answer read by the page's adapter: paid, or the bank asks for its confirmation step first. */
export type PaymentStep<Req, Paid> =
  | { kind: 'paid'; paid: Paid }
  | {
      kind: 'requires_action';
      intent: PaymentIntentAction;
      /** The request as the confirm call must send it, when the answer changed it (a guest's new token). */
      request?: Req;
    };

/** A page's own calls. An answer that means "not paid" without an error status throws PaymentStepError. */
export interface PaymentAdapter<Req, Paid> {
  /** The charging call, with the attempt's Idempotency-Key (an endpoint that takes none ignores it). */
  start(request: Req, idempotencyKey: string): Promise<PaymentStep<Req, Paid>>;
  /** After the confirmation step: finishes the payment on the same PaymentIntent. */
  confirm(request: Req, paymentIntentId: string): Promise<PaymentStep<Req, Paid>>;
}

/** How the attempt ended. They run with the values of the render that took the step. */
export interface PaymentHandlers<Req, Paid> {
  onPaid(paid: Paid, request: Req): void;
  onFailed(failure: PaymentFailure, request: Req): void;
}

export interface PayOptions {
  /** What the bank asks the payer to confirm, in cents (the sandbox's dialog shows it). */
  chargeCents: number;
  /** The card form's handle: in Stripe mode its Stripe.js runs the confirmation step. */
  card?: CardEntryHandle | null | undefined;
}

interface Waiting<Req> {
  request: Req;
  intent: PaymentIntentAction;
  chargeCents: number;
}

export function useCardPayment<Req, Paid>(adapter: PaymentAdapter<Req, Paid>, handlers: PaymentHandlers<Req, Paid>) {
  const api = useApi();
  const { config } = useAppConfig();
  // Read when the bank's step comes, after a round trip: the config may have loaded since the click.
  const payments = useRef(config?.payments);
  useEffect(() => {
    payments.current = config?.payments;
  });
  const [keys] = useState(createAttemptKeys);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState<Req | undefined>();
  const [waiting, setWaiting] = useState<Waiting<Req> | null>(null);

  /** Stripe.js's step: through the card form's Stripe.js, else loaded for it (a page without the card field). */
  async function stripeStep(intent: PaymentIntentAction, card: CardEntryHandle | null | undefined): Promise<void> {
    if (card?.handleNextAction) return card.handleNextAction(intent.client_secret);
    const { provider, publishable_key: key } = payments.current ?? {};
    if (provider === 'stripe' && key) return loadAndHandleNextAction(key, intent.client_secret);
    throw new PaymentStepError('This payment needs a confirmation step that cannot run here.');
  }

  async function follow(step: PaymentStep<Req, Paid>, request: Req, options: PayOptions): Promise<void> {
    if (step.kind === 'paid') {
      keys.finish();
      setActive(undefined);
      handlers.onPaid(step.paid, request);
      return;
    }
    const next = step.request ?? request;
    if (step.intent.next_action?.type === 'use_stripe_sdk') {
      await stripeStep(step.intent, options.card);
      return follow(await adapter.confirm(next, step.intent.id), next, options);
    }
    setWaiting({ request: next, intent: step.intent, chargeCents: options.chargeCents });
  }

  function fail(err: unknown, request: Req): void {
    const failure = describePaymentFailure(err);
    analytics.track('payment_failed');
    if (!failure.sameAttempt) keys.finish();
    setActive(undefined);
    handlers.onFailed(failure, request);
  }

  async function run(request: Req, work: () => Promise<void>): Promise<void> {
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setWaiting(null);
      fail(err, request);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** Pays; a second call while one is under way is ignored (its answer would race the first's). */
  async function pay(request: Req, options: PayOptions): Promise<void> {
    if (inFlight.current) return;
    setActive(request);
    await run(request, async () => follow(await adapter.start(request, keys.keyFor(request)), request, options));
  }

  /** The dialog's two buttons (Escape fails): tell the sandbox how the bank's check ended, then confirm. */
  async function authenticate(outcome: AuthenticationOutcome): Promise<void> {
    if (waiting === null || inFlight.current) return;
    const { request, intent, chargeCents } = waiting;
    await run(request, async () => {
      await authenticateSandbox(api, intent, outcome);
      const step = await adapter.confirm(request, intent.id);
      setWaiting(null);
      await follow(step, request, { chargeCents });
    });
  }

  const authentication: AuthenticationDialogProps | null =
    waiting === null
      ? null
      : {
          chargeCents: waiting.chargeCents,
          busy,
          onComplete: () => void authenticate('approve'),
          onFail: () => void authenticate('fail'),
        };

  return {
    pay,
    /** The sandbox's 3-D Secure dialog's props while it waits for the payer, else null. */
    authentication,
    /** A call is under way (the first, Stripe.js's step, or the confirm). */
    busy,
    /** The request being paid, from `pay` until it is paid or has failed. */
    active,
    /** Forget the attempt: the next payment gets a new Idempotency-Key even with the same request. */
    reset: () => keys.finish(),
  };
}
