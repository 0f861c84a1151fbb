import {
  normalizePartnerCategories,
  normalizeWebsite,
  validateEmail,
  validateName,
  validateOrganizationName,
  validatePartnerCategories,
  validatePartnerCountry,
  validatePassword,
  validateRegistrationNumber,
  validateWebsite,
} from '@storyfund/shared/validation';
import { signupSourceOf, type AttributionValues } from '@storyfund/shared/constants';
import type { AuthAnswer, SignUpBody } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { assertValid } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { createAccount, emailTaken, loadSessionUser, normalizeEmail, type UserRow } from '../users/accounts.service.js';
import { LIMITS } from './auth-limits.js';
import { verifyBotCheck } from './bot-check.js';
import { sendEmailConfirmation } from './email-confirmation.service.js';
import { issueToken } from './sessions.service.js';

/**
 * POST /users: a new account with an email and a password, logged in at once; its email is to be confirmed.
 * `attribution`: the attribution cookies the request carried, kept as the account's sign-up source (/grow).
 */
export async function signUp(ctx: AppContext, input: SignUpBody, ip: string, attribution: AttributionValues = {}): Promise<AuthAnswer> {
  // Counted before the bot check, so a flood of bad bot tokens cannot make us call the verifier unchecked.
  await ctx.rateLimiter.consume(LIMITS.signupIp, ip);
  await verifyBotCheck(ctx, input.bot_token, ip);
  const email = normalizeEmail(input.email);
  assertValid({
    email: validateEmail(email),
    password: validatePassword(input.password),
    first_name: validateName(input.first_name, 'First name'),
    last_name: validateName(input.last_name, 'Last name'),
    ...(input.is_partner ? partnerErrors(input) : {}),
  });
  const password_hash = await hashPassword(input.password);
  const source = signupSourceOf(attribution);
  let user: UserRow;
  let token: string;
  try {
    ({ user, token } = await ctx.transaction(async (tx) => {
      const created = await createAccount(tx, {
        email,
        password_hash,
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        signup_source: source.source,
        signup_source_id: source.source_id,
        ...(input.is_partner ? partnerFields(input, ctx.clock.now()) : {}),
      });
      await ctx.events.emit(tx, 'user.signed-up', { user_id: created.id });
      return { user: created, token: await issueToken(tx, ctx.clock, created.id) };
    }));
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  await sendEmailConfirmation(ctx, user);
  return { token, user: await loadSessionUser(ctx.db, user) };
}

/** /partnersignup and /29: the organisation's fields are required (the website is optional). */
function partnerErrors(input: SignUpBody) {
  return {
    organization_name: validateOrganizationName(input.organization_name),
    country_code: validatePartnerCountry(input.country_code),
    categories: validatePartnerCategories(input.categories),
    website: validateWebsite(input.website),
    registration_number: validateRegistrationNumber(input.registration_number),
  };
}

/** A partner account; its tax-exempt claim waits for an admin (tax_exempt_teller stays false). */
function partnerFields(input: SignUpBody, now: Date) {
  return {
    is_partner: true,
    organization_name: input.organization_name!.trim(),
    show_organization_name: true,
    country_code: input.country_code!.trim().toUpperCase(),
    partner_categories: normalizePartnerCategories(input.categories ?? []),
    website: input.website?.trim() ? (normalizeWebsite(input.website) ?? null) : null,
    registration_number: input.registration_number!.trim(),
    tax_exempt_requested_at: input.tax_exempt ? now : null,
  };
}
