/**
 * One give attempt at a time: the Idempotency-Key, the first call, the confirmation step (the sandbox
 * dialog, or Stripe.js), the confirm call, and what to show after. A guest's token goes to id_anontoken.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PaymentIntentAction } from '@storyfund/shared/types';
import { useApi } from '@/hooks/use-services';
import { removeAnonToken, writeAnonToken } from '@/lib/cookies';
import { isStatus } from '@/lib/errors';
import { authenticateSandbox } from '../api/give-calls';
import { createAttemptKeys } from '../give-attempt';
import { describeFailure, finishGive, GiveStepError, startGive } from '../give-flow';
import type { GiveFailure, GiveRequest, GiveStep, Thanks } from '../give-flow';

/** A payment waiting for the sandbox's 3-D Secure dialog. */
export interface PendingAction {
  request: GiveRequest;
  intent: PaymentIntentAction;
  guestToken?: string;
  chargeCents: number;
}

export interface GiveOptions {
  chargeCents: number;
  /** Stripe mode: Stripe.js's own confirmation step. */
  handleNextAction?: ((clientSecret: string) => Promise<void>) | undefined;
}

/**
 * The last thank-you per project, kept in this tab for ten minutes. Logging in (a guest claiming the
 * account) reloads the project page under the new viewer, which remounts the panel: the thank-you comes
 * back instead of a blank form.
 */
const THANKS_KEPT_MS = 10 * 60 * 1000;
const thanksKey = (projectId: number) => `storyfund.give.thanks.${projectId}`;

function keptThanks(projectId: number): Thanks | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(thanksKey(projectId)) ?? 'null') as { thanks: Thanks; at: number } | null;
    return kept && Date.now() - kept.at < THANKS_KEPT_MS ? kept.thanks : null;
  } catch {
    return null;
  }
}

function keepThanks(projectId: number, thanks: Thanks | null): void {
  try {
    if (thanks === null) window.sessionStorage.removeItem(thanksKey(projectId));
    else window.sessionStorage.setItem(thanksKey(projectId), JSON.stringify({ thanks, at: Date.now() }));
  } catch {
    // No storage (private mode): the thank-you lasts as long as the panel.
  }
}

/** Every SWR key of this project (the page, its givers, its timeline): the gift changes them. */
const projectKeyMatcher = (projectId: number) => {
  const pattern = new RegExp(`^/projects/${projectId}(?:[/?]|$)`);
  return (key: unknown) => pattern.test(String(Array.isArray(key) ? key[0] : key));
};

export function useGive(projectId: number) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [keys] = useState(() => createAttemptKeys());
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [thanks, setThanks] = useState<Thanks | null>(() => keptThanks(projectId));
  const [failure, setFailure] = useState<GiveFailure | null>(null);
  const [busy, setBusy] = useState(false);

  async function settle(step: GiveStep, request: GiveRequest, options: GiveOptions): Promise<void> {
    if (step.kind === 'created') {
      if (step.thanks.guestToken) writeAnonToken(step.thanks.guestToken);
      keys.finish();
      keepThanks(projectId, step.thanks);
      setThanks(step.thanks);
      void mutate(projectKeyMatcher(projectId));
      return;
    }
    if (step.guestToken) writeAnonToken(step.guestToken);
    if (step.intent.next_action?.type === 'use_stripe_sdk') {
      if (!options.handleNextAction) throw new GiveStepError('This payment needs a confirmation step that cannot run here.');
      await options.handleNextAction(step.intent.client_secret);
      return settle(await finishGive(api, request, step.intent.id, step.guestToken), request, options);
    }
    setPending({
      request,
      intent: step.intent,
      chargeCents: options.chargeCents,
      ...(step.guestToken ? { guestToken: step.guestToken } : {}),
    });
  }

  function fail(err: unknown): GiveFailure {
    const found = describeFailure(err);
    if (!found.sameAttempt) keys.finish();
    setFailure(found);
    return found;
  }

  /** Sends the gift; answers the failure to show, or undefined (thanked, or waiting for the dialog). */
  async function give(request: GiveRequest, options: GiveOptions): Promise<GiveFailure | undefined> {
    setBusy(true);
    setFailure(null);
    const key = keys.keyFor(request);
    try {
      let step: GiveStep;
      try {
        step = await startGive(api, request, key);
      } catch (err) {
        // A guest token from an earlier gift that no longer works (claimed, expired): give as a new guest.
        if (request.monthly || !request.payer.token || !isStatus(err, 401)) throw err;
        removeAnonToken();
        request = { ...request, payer: {} };
        step = await startGive(api, request, key);
      }
      await settle(step, request, options);
      return undefined;
    } catch (err) {
      return fail(err);
    } finally {
      setBusy(false);
    }
  }

  /** The dialog's two buttons: tell the sandbox how the bank's check ended, then confirm the gift. */
  async function authenticate(outcome: 'approve' | 'fail'): Promise<GiveFailure | undefined> {
    if (pending === null) return undefined;
    setBusy(true);
    try {
      await authenticateSandbox(api, pending.intent, outcome);
      const step = await finishGive(api, pending.request, pending.intent.id, pending.guestToken);
      setPending(null);
      await settle(step, pending.request, { chargeCents: pending.chargeCents });
      return undefined;
    } catch (err) {
      setPending(null);
      return fail(err);
    } finally {
      setBusy(false);
    }
  }

  function reset(): void {
    keepThanks(projectId, null);
    keys.finish();
    setThanks(null);
    setFailure(null);
  }

  return { give, authenticate, reset, pending, thanks, failure, busy };
}
