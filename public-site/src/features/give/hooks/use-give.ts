/**
 * Giving through the one card payment flow (components/payment/use-card-payment.ts), plus what only the
 * give panel does: the thank-you (kept across the reload a claim causes), the project's data refreshed
 * after a gift, and failures placed beside the form's fields.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useCardPayment } from '@/components/payment/use-card-payment';
import type { PayOptions } from '@/components/payment/use-card-payment';
import { useApi } from '@/hooks/use-services';
import { giveAdapter, giveFailure } from '../give-payment';
import type { GiveFailure, GiveRequest, Thanks } from '../give-payment';

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

/** `onFailed`: the form shows the failure's field errors and moves focus to the first. */
export function useGive(projectId: number, onFailed: (failure: GiveFailure) => void) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [thanks, setThanks] = useState<Thanks | null>(() => keptThanks(projectId));
  const [failure, setFailure] = useState<GiveFailure | null>(null);
  const payment = useCardPayment(giveAdapter(api), {
    onPaid(paid) {
      keepThanks(projectId, paid);
      setThanks(paid);
      void mutate(projectKeyMatcher(projectId));
    },
    onFailed(found) {
      const shown = giveFailure(found);
      setFailure(shown);
      onFailed(shown);
    },
  });

  /** Sends the gift: the thank-you, the dialog, or a failure (through `onFailed`) follows. */
  function give(request: GiveRequest, options: PayOptions): Promise<void> {
    setFailure(null);
    return payment.pay(request, options);
  }

  function reset(): void {
    keepThanks(projectId, null);
    payment.reset();
    setThanks(null);
    setFailure(null);
  }

  return {
    give,
    reset,
    authentication: payment.authentication,
    busy: payment.busy,
    thanks,
    failure,
  };
}
