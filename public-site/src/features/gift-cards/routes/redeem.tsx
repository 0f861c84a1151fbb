import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { GiftCardBalance } from '@storyfund/shared/contract';
import { Page } from '@/components/layout/page';
import { BalanceCheck } from '../components/balance-check';
import { ProjectChoice } from '../components/project-choice';
import { GIFT_CARD_PATH } from '../gift-card-paths';
import '../gift-cards.css';

/** /redeem: the code, its balance and expiry, then a project to give it to. */
export function RedeemRoute() {
  const [params] = useSearchParams();
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  return (
    <Page
      title="Redeem a gift card"
      intro={
        <p>
          Enter the code from your gift card email, then choose a project to give it to. Don&apos;t have one?{' '}
          <Link to={GIFT_CARD_PATH}>Buy a gift card</Link>
        </p>
      }
    >
      <div className="gift-cards__narrow">
        <BalanceCheck initialCode={params.get('code') ?? ''} onFound={setCard} />
      </div>
      {card ? <ProjectChoice code={card.code} /> : null}
    </Page>
  );
}
