import { mayCarryBranding } from '@storyfund/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@storyfund/shared/contract';
import { ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { EmailStatus } from './email-status';
import { NotificationsForm } from './notifications-form';
import { PasswordForm } from './password-form';
import { BrandingForm } from './branding-form';
import { ProfileFieldsForm } from './profile-fields-form';
import { SettingsSection } from './settings-section';
import '../personal.css';

/**
 * /personal (login required): the account's own settings, then the sections the page adds about the
 * account (`more`: its giving, the gifts its projects received), each a SettingsSection.
 */
export function PersonalView({ more }: { more?: (user: SessionUser) => ReactNode }) {
  const { user, userStatus, userId } = useSession();
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
        {mayCarryBranding(user) ? (
          <SettingsSection title="Branding" description="Your logo and colour on your profile and network pages.">
            <BrandingForm key={user.id} user={user} />
          </SettingsSection>
        ) : null}
        <SettingsSection title="Email address">
          <EmailStatus user={user} />
        </SettingsSection>
        <SettingsSection title="Email notifications">
          <NotificationsForm key={user.id} user={user} />
        </SettingsSection>
        <SettingsSection title="Password">
          <PasswordForm key={user.id} user={user} />
        </SettingsSection>
        {more?.(user)}
      </div>
    </Page>
  );
}
