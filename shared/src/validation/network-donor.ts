/** A donor in a partner's network (docs/api-donors.md): one rule for the add form, the CSV import and the API. */
import { validateEmail } from './email.js';
import { collectErrors, type FieldErrors } from './field-errors.js';
import { validateName } from './text.js';

/** The fields a donor is made of, as typed or as read from an import's columns. */
export interface NetworkDonorInput {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
}

/** A network donor is one email per partner: trimmed and lower-cased before it is compared or stored. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** First and last name required (1 to 100 characters), a valid email; undefined when all is well. */
export function validateNetworkDonor(input: NetworkDonorInput): FieldErrors | undefined {
  return collectErrors({
    first_name: validateName(input.first_name, 'First name'),
    last_name: validateName(input.last_name, 'Last name'),
    email: validateEmail(input.email),
  });
}

/** The three donor fields an import maps its columns to, in the order the screen asks for them. */
export const DONOR_IMPORT_FIELDS = ['first_name', 'last_name', 'email'] as const;
export type DonorImportField = (typeof DONOR_IMPORT_FIELDS)[number];

/**
 * The column a header most likely holds for each field ("First name", "first_name", "E-mail"...), or
 * undefined: the mapping step's first guess, which the partner can change.
 */
export function guessDonorColumns(header: readonly string[]): Partial<Record<DonorImportField, string>> {
  const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  const wanted: Record<DonorImportField, readonly string[]> = {
    first_name: ['firstname', 'first', 'givenname', 'forename'],
    last_name: ['lastname', 'last', 'surname', 'familyname'],
    email: ['email', 'emailaddress', 'mail'],
  };
  const guess: Partial<Record<DonorImportField, string>> = {};
  for (const field of DONOR_IMPORT_FIELDS) {
    const found = header.find((column) => wanted[field].includes(key(column)));
    if (found !== undefined) guess[field] = found;
  }
  return guess;
}

/** What the donor import answers a partner without premium (`isPremiumPartner`), and the screen shows instead. */
export const DONOR_IMPORT_PREMIUM_MESSAGE = 'Donor import is a premium feature. Upgrade to premium to import donors.';

/**
 * What the thank-you message setting answers a partner without premium (`isPremiumPartner`), and the screen
 * shows instead of the form.
 */
export const THANK_YOU_PREMIUM_MESSAGE =
  'A custom thank-you message is a premium feature. Upgrade to premium to thank your donors in your own words.';
