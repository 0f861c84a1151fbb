import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { EmailStatus } from '../components/email-status';
import { NotificationsForm } from '../components/notifications-form';
import { PasswordForm } from '../components/password-form';
import { ProfileFieldsForm } from '../components/profile-fields-form';
import { SettingsSection } from '../components/settings-section';
import { useFeatureSlots } from '@/lib/feature-slots';
import '../personal.css';

/** /personal (login required): the account's own settings. */
export function PersonalRoute() {
  const { user, userStatus, userId } = useSession();
  const { GivingHistory, ReceivedGifts } = useFeatureSlots();
  if (!user) {
    if (userStatus === 'error') {
      return (
        <Page title="Settings">
          <ErrorState
            message="We could not load your account. Check your connection and reload the page."
            onRetry={() => window.location.reload()}
          />
        </Page>
      );
    }
    return (
      <Page title="Settings">
        <Loading label="Loading your account…" />
      </Page>
    );
  }
  return (
    <Page
      title="Settings"
      intro={
        userId ? (
          <p>
            <Link to={paths.profile(userId)}>View my public profile</Link>
          </p>
        ) : null
      }
    >
      <div className="settings">
        <SettingsSection title="Profile" description="What people see on your profile page.">
          <ProfileFieldsForm key={user.id} user={user} />
        </SettingsSection>
        <SettingsSection title="Email address">
          <EmailStatus user={user} />
        </SettingsSection>
        <SettingsSection title="Email notifications">
          <NotificationsForm key={user.id} user={user} />
        </SettingsSection>
        <SettingsSection title="Password">
          <PasswordForm key={user.id} user={user} />
        </SettingsSection>
        {GivingHistory ? (
          <SettingsSection title="Your giving" description="Your gifts, tax receipts and yearly statements.">
            <Suspense fallback={<Loading label="Loading your gifts…" />}>
              <GivingHistory userId={String(user.id)} />
            </Suspense>
          </SettingsSection>
        ) : null}
        {ReceivedGifts && (user.is_partner || user.projects_count > 0) ? (
          <SettingsSection title="Gifts received" description="Gifts to your projects, totals by period, and thanking your donors.">
            <Suspense fallback={<Loading label="Loading the gifts received…" />}>
              <ReceivedGifts userId={String(user.id)} />
            </Suspense>
          </SettingsSection>
        ) : null}
      </div>
    </Page>
  );
}
