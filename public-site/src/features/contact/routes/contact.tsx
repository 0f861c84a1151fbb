import { Page } from '@/components/layout/page';
import { useSession } from '@/hooks/use-session';
import { ContactForm } from '../components/contact-form';

/** /contact: write to the Storyfund team. */
export function ContactRoute() {
  const { user } = useSession();
  const initial = user && !user.is_anonymous ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email ?? '' } : undefined;
  return (
    <Page
      title="Contact us"
      width="narrow"
      intro={
        <p>
          Questions about a gift, a receipt, your account or becoming a partner: write to us. A person reads every message and answers
          within two working days.
        </p>
      }
    >
      <ContactForm key={user?.id ?? 'visitor'} initial={initial} />
    </Page>
  );
}
