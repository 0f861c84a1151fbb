/** Sessions (docs/api.md "Accounts and sessions"): sign-up, login, social login, guests, password reset, email confirmation. */
import { ObjectOrNull, Text, Type, type Static } from './common.js';
import { SessionUser } from './users.js';

/** Login, sign-up, social login, a guest account, claim and password reset answer with a session. */
export const AuthAnswer = Type.Object({ token: Type.String({ description: 'The bearer token' }), user: SessionUser });
export type AuthAnswer = Static<typeof AuthAnswer>;

/** An answer that is a sentence for the user (a reset link sent, a logout). */
export const Message = Type.Object({ message: Type.String() });
export type Message = Static<typeof Message>;

/** The bot-check widget's token, when a bot check is configured. */
const botToken = Type.Optional(Text(4096));

/** POST /users: sign-up. */
export const SignUpBody = Type.Object({
  email: Text(320),
  password: Text(1024),
  first_name: Text(200),
  last_name: Text(200),
  bot_token: botToken,
  /** /partnersignup and /29: a partner account, with its organisation's fields (docs/api-partners.md). */
  is_partner: Type.Optional(Type.Boolean()),
  organization_name: Type.Optional(Text(200)),
  country_code: Type.Optional(Text(2)),
  categories: Type.Optional(Type.Array(Text(40), { maxItems: 20 })),
  website: Type.Optional(Text(500)),
  registration_number: Type.Optional(Text(50)),
  /** The partner claims tax-exempt status: stored as a request until an admin grants it. */
  tax_exempt: Type.Optional(Type.Boolean()),
});
export type SignUpBody = Static<typeof SignUpBody>;

/** POST /login. */
export const LoginBody = Type.Object({ email: Text(320), password: Text(1024), bot_token: botToken });
export type LoginBody = Static<typeof LoginBody>;

/** POST /login/google: the Google ID token of the sign-in button. */
export const GoogleLoginBody = Type.Object({ credential: Text(8192) });
export type GoogleLoginBody = Static<typeof GoogleLoginBody>;

/** POST /login/facebook: the access token of the Facebook login dialog. */
export const FacebookLoginBody = Type.Object({ access_token: Text(4096) });
export type FacebookLoginBody = Static<typeof FacebookLoginBody>;

/** GET /users/password-reset: where to send the reset link. */
export const PasswordResetQuery = Type.Object({ email: Text(320), bot_token: botToken });
export type PasswordResetQuery = Static<typeof PasswordResetQuery>;

/** POST /users/password-reset: the emailed token and the new password; `no_login` answers a message instead of a session. */
export const PasswordResetBody = Type.Object({ token: Text(200), password: Text(1024), no_login: Type.Optional(Type.Boolean()) });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** A session, or with `no_login` a message. */
export const PasswordResetAnswer = Type.Union([AuthAnswer, Message]);
export type PasswordResetAnswer = Static<typeof PasswordResetAnswer>;

/** POST /users/anonymous: a guest account, named or not (an empty body is fine). */
export const GuestBody = ObjectOrNull(Type.Object({ first_name: Type.Optional(Text(200)), last_name: Type.Optional(Text(200)) }));
export type GuestBody = Static<typeof GuestBody>;

/** POST /users/anonymous/claim, with the guest's token: the email and password of the account to become or join. */
export const ClaimBody = Type.Object({
  email: Text(320),
  password: Text(1024),
  first_name: Type.Optional(Text(200)),
  last_name: Type.Optional(Text(200)),
});
export type ClaimBody = Static<typeof ClaimBody>;

/** POST /users/confirm-email: the emailed token. */
export const ConfirmEmailBody = Type.Object({ token: Text(200) });
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;

export const ConfirmedEmail = Type.Object({ user: SessionUser });
export type ConfirmedEmail = Static<typeof ConfirmedEmail>;
