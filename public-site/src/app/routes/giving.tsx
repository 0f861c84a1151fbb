/** The giving pages: the give feature's pages, with the auth feature's claim form for a guest's thank-you. */
import { Navigate, useParams } from 'react-router-dom';
import { isNumericId } from '@storyfund/shared/validation';
import { DonateDirectly } from '@/features/give/components/donate-directly';
import { PartnerGiving } from '@/features/give/components/partner-giving';
import { renderGuestClaim } from './guest-claim';

/** /donatedirectly: a gift to Storyfund's own work. */
export function DonateDirectlyRoute() {
  return <DonateDirectly guestClaim={renderGuestClaim} />;
}

/** /giveto/:id and /giveto/:id/:userName: a partner's year-end giving page, optionally addressed to a donor by name (spec §2). */
export function GiveToRoute() {
  const { id, userName } = useParams();
  if (id === undefined || !isNumericId(id)) return <Navigate to="/" replace />;
  const name = userName?.trim() ? userName.trim() : undefined;
  return <PartnerGiving key={id} partnerId={id} userName={name} guestClaim={renderGuestClaim} />;
}
