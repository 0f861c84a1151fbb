/** Auth answers and payloads (spec §3 "Auth", §7 "Auth"). */
import type { SessionUser } from './user.js';

/** Login, signup, social login, claim and password reset answer with this. */
export interface AuthResponse {
  token: string;
  user: SessionUser;
}

/** `POST login`. */
export interface LoginPayload {
  email: string;
  password: string;
}

/** `POST users`. */
export interface SignupPayload {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** `POST users/anonymous/claim`; the anonymous token goes in the Authorization header. */
export interface ClaimPayload {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
}

/** `POST users/password-reset`; answers AuthResponse unless `no_login` is set. */
export interface PasswordResetPayload {
  token: string;
  password: string;
  no_login?: boolean;
}

/** `GET users/password-reset` query: where to send the reset link. */
export interface PasswordResetRequestQuery {
  email: string;
}

/** `POST users/{id}/update-login-info`. */
export interface UpdateLoginInfoPayload {
  country_code: string;
}

/** `POST login/facebook` and `POST login/google`; 201 means a new signup, 200 a login. */
export interface SocialLoginPayload {
  email: string;
  first_name: string;
  last_name: string;
  /** The provider's token, for the server to verify the identity. */
  access_token?: string;
}
