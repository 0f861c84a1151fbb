/** The gift cards resource: the admin list (with cancel) and the create form, loaded when first opened. */
import { lazy } from 'react';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import type { AdminGiftCard } from '@storyfund/shared/contract';

export const giftCards = {
  icon: CardGiftcardIcon,
  options: { label: 'Gift cards' },
  list: lazy(() => import('./gift-card-list.js').then((m) => ({ default: m.GiftCardList }))),
  create: lazy(() => import('./gift-card-create.js').then((m) => ({ default: m.GiftCardCreate }))),
  recordRepresentation: (card: AdminGiftCard) => card.code ?? `Gift card #${card.id}`,
};

export const NEW_USER_BUDGET_PATH = '/new-visitor-gift-cards';
export const NewUserBudgetPage = lazy(() => import('./new-user-budget-page.js').then((m) => ({ default: m.NewUserBudgetPage })));
