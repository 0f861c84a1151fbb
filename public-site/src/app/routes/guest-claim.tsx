/** The auth feature's account claim form, for the give panel's thank-you to a guest; loaded on first use. */
import { Suspense } from 'react';
import { Loading } from '@/components/feedback/states';
import type { GuestClaimProps } from '@/features/give/components/thank-you';
import { lazyNamed } from '../lazy';

const ClaimForm = lazyNamed(() => import('@/features/auth/components/claim-form'), 'ClaimForm');

export function renderGuestClaim(props: GuestClaimProps) {
  return (
    <Suspense fallback={<Loading label="Loading…" />}>
      <ClaimForm {...props} />
    </Suspense>
  );
}
