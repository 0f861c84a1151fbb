/** The gift card pages' links that carry a code. */
import { paths } from '@/config/paths';

export const GIFT_CARD_PATH = paths.giftCard;
export const REDEEM_PATH = paths.redeem;

export const redeemPath = (code?: string) => (code ? `${paths.redeem}?code=${encodeURIComponent(code)}` : paths.redeem);

/** The project's give panel with the card's code filled in (contract B). */
export const giveWithCardPath = (projectId: number, code: string) =>
  `${paths.project(projectId)}?gift_card=${encodeURIComponent(code)}#give`;
