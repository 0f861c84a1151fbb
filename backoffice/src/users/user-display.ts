import type { SessionUser } from '@storyfund/shared/contract';
/** How a user is named and classified on back-office screens. */

type Named = Partial<Pick<SessionUser, 'first_name' | 'last_name' | 'email' | 'id'>>;

/** "First Last", else the email, else "User #id". */
export function userName(user: Named): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || user.email || `User #${user.id ?? ''}`;
}

/** How other screens refer to the account: the name, with the organisation when there is one. */
export function userLabel(user: Named & Partial<Pick<SessionUser, 'organization_name'>>): string {
  const name = userName(user);
  return user.organization_name ? `${name} (${user.organization_name})` : name;
}

export type UserKind = 'Admin' | 'Sales' | 'Partner' | 'Premium' | 'White-label' | 'Guest';

type Flags = Partial<
  Pick<SessionUser, 'is_admin' | 'is_sales' | 'is_partner' | 'is_premium' | 'is_white_labeled_partner' | 'guest_user' | 'is_anonymous'>
>;

/** The kinds an account is, in a fixed order; an ordinary donor has none. */
export function userKinds(user: Flags): UserKind[] {
  const kinds: [UserKind, boolean | undefined][] = [
    ['Admin', user.is_admin],
    ['Sales', user.is_sales],
    ['Partner', user.is_partner],
    ['Premium', user.is_premium],
    ['White-label', user.is_white_labeled_partner],
    ['Guest', user.guest_user || user.is_anonymous],
  ];
  return kinds.filter(([, on]) => on === true).map(([kind]) => kind);
}
