import type { NewUser } from '../modules/users/accounts.service.js';

/** Everyone in the demo shares this password; `npm start` prints it with the accounts. */
export const DEMO_PASSWORD = 'storyfund-demo';

type DemoUser = Omit<NewUser, 'password_hash' | 'email'> & { email: string; key: string };
type Extra = Partial<Omit<NewUser, 'email'>> & { email?: string };

const partner = (key: string, organization_name: string, email: string, extra: Extra = {}): DemoUser => ({
  key,
  email,
  first_name: organization_name.split(' ')[0]!,
  last_name: 'Team',
  organization_name,
  show_organization_name: true,
  is_partner: true,
  country_code: 'US',
  email_confirmation_at: new Date('2025-01-10T09:00:00Z'),
  signup_source: 'direct',
  ...extra,
});

const person = (key: string, first_name: string, last_name: string, country_code: string, extra: Extra = {}): DemoUser => ({
  key,
  email: `${first_name}.${last_name}@demo.storyfund.local`.toLowerCase(),
  first_name,
  last_name,
  country_code,
  email_confirmation_at: new Date('2025-02-01T12:00:00Z'),
  // Where their visit started when they signed up (/grow's sign-ups by source); the demo names no ids.
  signup_source: 'direct',
  ...extra,
});

/** The demo cast: an admin, sales, partners of every kind, storytellers and donors. Fixed, so the seed is deterministic. */
export const DEMO_USERS: DemoUser[] = [
  person('admin', 'Ada', 'Admin', 'GB', { email: 'admin@demo.storyfund.local', is_admin: true }),
  person('sales', 'Sam', 'Sales', 'US', { email: 'sales@demo.storyfund.local', is_sales: true }),
  partner('premium', 'Clean Water Collective', 'water@demo.storyfund.local', {
    is_premium: true,
    premium_mode: true,
    tax_exempt_teller: true,
    bio: 'We drill wells and train local technicians to keep them running for decades.',
    physical_address: '100 Spring St, Portland, OR',
  }),
  partner('whitelabel', 'Harbor Hope Network', 'harbor@demo.storyfund.local', {
    is_white_labeled_partner: true,
    is_premium: true,
    bio: 'A network of shelters around the Gulf coast, each run by its own community.',
    country_code: 'US',
  }),
  partner('large', 'Bright Futures Foundation', 'bright@demo.storyfund.local', {
    large_partner: true,
    tax_exempt_teller: true,
    bio: 'Scholarships and school meals for children across East Africa.',
    country_code: 'KE',
  }),
  partner('partner', 'Roots Medical Aid', 'roots@demo.storyfund.local', {
    bio: 'Mobile clinics reaching villages without a doctor.',
    country_code: 'GT',
  }),
  person('teller1', 'Amina', 'Okafor', 'NG', { bio: 'Tailor in Lagos, saving for a second sewing machine.' }),
  person('teller2', 'Luis', 'Mendoza', 'PE', { bio: 'Farmer rebuilding after the floods.' }),
  person('teller3', 'Priya', 'Raman', 'IN', { bio: 'Nurse raising funds for a village clinic.' }),
  person('donor', 'Dana', 'Donor', 'US', { bio: 'Monthly giver since 2023.' }),
  person('donor2', 'Tom', 'Berg', 'SE', { signup_source: 'share' }),
  person('donor3', 'Chloe', 'Martin', 'FR', { signup_source: 'project' }),
  person('donor4', 'Kenji', 'Sato', 'JP', { signup_source: 'profile' }),
  person('newdonor', 'Nora', 'New', 'CA', { email_confirmation_at: null, signup_source: 'share' }),
  // Issue #10: the water partner's team admin.
  person('wateradmin', 'Wren', 'Waters', 'US', { bio: 'Runs the Clean Water Collective team.' }),
];

/** Collaborators: who works on which partner account, with which role. */
export const DEMO_ROLES: { user: string; partner: string; role: 'admin' | 'project_manager' | 'content_manager' }[] = [
  { user: 'donor2', partner: 'premium', role: 'project_manager' },
  { user: 'donor3', partner: 'premium', role: 'content_manager' },
  { user: 'wateradmin', partner: 'premium', role: 'admin' },
  { user: 'donor4', partner: 'large', role: 'admin' },
];

/** Members of the white-labelled network, and who follows whom. */
export const DEMO_NETWORK_MEMBERS = ['teller2', 'donor3'];
export const DEMO_FOLLOWS: [string, string][] = [
  ['donor', 'premium'],
  ['donor', 'teller1'],
  ['donor2', 'premium'],
  ['donor3', 'large'],
  ['donor4', 'teller3'],
  ['teller1', 'premium'],
  ['newdonor', 'whitelabel'],
];
