import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { PurchaseForm } from '../components/purchase-form';
import { REDEEM_PATH } from '../gift-card-paths';
import '../gift-cards.css';

/** /giftcard: buy a gift card for someone, who gives it to the project they choose. */
export function GiftCardBuyRoute() {
  return (
    <Page
      title="Give a gift card"
      width="narrow"
      intro={
        <p>
          Send someone a Storyfund gift card: they choose the project it goes to. Cards last 24 months. Have a code?{' '}
          <Link to={REDEEM_PATH}>Redeem it</Link>
        </p>
      }
    >
      <PurchaseForm />
    </Page>
  );
}
