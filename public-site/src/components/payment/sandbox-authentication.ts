/** The sandbox's simulated 3-D Secure step (docs/api-giving.md), authorised by the intent's client secret. */
import type { PaymentIntentAction } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';
import { isStatus } from '@/lib/errors';

export type AuthenticationOutcome = 'approve' | 'fail';

/** Tells the sandbox how the bank's check ended. Already decided (409, another tab): the confirm call says how. */
export async function authenticateSandbox(api: Transport, intent: PaymentIntentAction, outcome: AuthenticationOutcome): Promise<void> {
  try {
    await api.post(
      `/payments/sandbox/${encodeURIComponent(intent.id)}/authenticate`,
      { outcome, client_secret: intent.client_secret },
      { auth: 'none' },
    );
  } catch (err) {
    if (!isStatus(err, 409)) throw err;
  }
}
