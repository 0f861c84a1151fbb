import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { LoginLink } from '@/components/ui/login-link';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { MonthlyGifts } from '../components/monthly-gifts';
import '../monthly.css';

function Intro() {
  return (
    <>
      <p>
        A monthly gift gives the same amount to a project every month, on the day of the month you started it (or the month&apos;s last day
        when it is shorter). The project gets steady support, and you can change the amount or cancel at any time.
      </p>
      <p>
        If a payment does not go through, we email you and try again 2 days later, then every 5 days. After 6 tries the monthly gift stops,
        and nothing more is charged.
      </p>
    </>
  );
}

/** /monthly: what monthly giving is; for a logged-in donor, their monthly gifts (?confirm={id} from a "please confirm" email). */
export function MonthlyRoute() {
  const { isAuthenticated, userId } = useSession();
  const [params] = useSearchParams();
  const confirm = Number(params.get('confirm'));
  const confirmId = Number.isSafeInteger(confirm) && confirm > 0 ? confirm : undefined;
  return (
    <Page title="Monthly giving" intro={<Intro />}>
      <h2 className="monthly-heading">Your monthly gifts</h2>
      {isAuthenticated && userId ? (
        <MonthlyGifts userId={userId} confirmId={confirmId} />
      ) : (
        <p>
          <LoginLink>Log in</LoginLink> to see and manage your monthly gifts, or <Link to={paths.signup}>create an account</Link> to start
          one.
        </p>
      )}
    </Page>
  );
}
