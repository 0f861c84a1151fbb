/** Everything the API knows about one account, grouped in tabs. */
import { BooleanField, FunctionField, NumberField, Show, TabbedShowLayout, TextField, UrlField } from 'react-admin';
import { NOTIFICATION_FREQUENCY_LABELS } from '@storyfund/shared/constants';
import type { SessionUser } from '@storyfund/shared/contract';
import { CentsField, CountryField, UtcDateTimeField } from '../components/display-fields.js';
import { UserKindChips } from './user-kind-chips.js';
import { UserRoles } from './user-roles.js';
import { UserFeatures } from './user-features.js';
import { UserNetwork } from './user-network.js';
import { UserTools } from './user-tools.js';
import { userName } from './user-display.js';

const Text = FunctionField<SessionUser>;

export function UserShow() {
  return (
    <Show>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Profile">
          <TextField source="id" label="Id" />
          <Text label="Name" render={(user) => userName(user)} />
          <TextField source="email" label="Email" />
          <UserKindChips label="Kind" />
          <TextField source="organization_name" label="Organisation" emptyText="—" />
          <BooleanField source="show_organization_name" label="Shows organisation name" />
          <TextField source="bio" label="Bio" emptyText="—" />
          <CountryField source="country_code" label="Country" />
          <TextField source="physical_address" label="Physical address" emptyText="—" />
          <UrlField source="photo_url" label="Photo" emptyText="—" />
          <UrlField source="cover_url" label="Cover" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Account" path="account">
          <BooleanField source="is_admin" label="Admin" />
          <BooleanField source="is_sales" label="Sales" />
          <BooleanField source="is_partner" label="Partner" />
          <BooleanField source="is_sponsor" label="Sponsor" />
          <BooleanField source="is_premium" label="Premium" />
          <BooleanField source="premium_mode" label="Premium mode" />
          <BooleanField source="large_partner" label="Large partner" />
          <BooleanField source="is_white_labeled_partner" label="White-labelled partner" />
          <BooleanField source="tax_exempt_teller" label="Tax-exempt" />
          <BooleanField source="guest_user" label="Guest user" />
          <BooleanField source="is_anonymous" label="Anonymous" />
          <Text
            label="Partner network"
            render={(user) =>
              user.partner_network ? `#${user.partner_network.id}${user.partner_network.is_white_labelled ? ' (white-labelled)' : ''}` : '—'
            }
          />
          <TextField source="extra_partner_id" label="Extra partner id" emptyText="—" />
          <BooleanField source="has_password" label="Has a password" />
          <UtcDateTimeField source="email_confirmation_at" label="Email confirmed at" />
          <UtcDateTimeField source="banned_at" label="Banned at" />
          <TextField source="ban_reason" label="Ban reason" emptyText="—" />
          <BooleanField source="hidden_from_feeds" label="Hidden from feeds" />
          <Text label="Notification frequency" render={(user) => NOTIFICATION_FREQUENCY_LABELS[user.notification_frequency] ?? ''} />
          <BooleanField source="unsubscribed" label="Unsubscribed" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Activity" path="activity">
          <CentsField source="amount_given_cents" label="Given" />
          <NumberField source="followers_count" label="Followers" />
          <NumberField source="following_count" label="Following" />
          <NumberField source="projects_count" label="Projects" />
          <NumberField source="login_count" label="Logins" />
          <UtcDateTimeField source="last_logged_at" label="Last login" />
          <UtcDateTimeField source="created_at" label="Created" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Roles" path="roles">
          <UserRoles />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Features" path="features">
          <UserFeatures />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Network" path="network">
          <UserNetwork />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Tools" path="tools">
          <UserTools />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
