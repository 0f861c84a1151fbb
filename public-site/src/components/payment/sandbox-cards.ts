/**
 * The sandbox's test card form (docs/api-giving.md): Stripe's test card numbers mapped, in the browser, to
 * the test payment-method ids the sandbox knows. Only the pm_ id is sent; the number never leaves the page.
 */

export interface SandboxTestCard {
  number: string;
  paymentMethodId: string;
  brand: string;
  outcome: string;
}

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4242424242424242', paymentMethodId: 'pm_card_visa', brand: 'Visa', outcome: 'Succeeds' },
  { number: '5555555555554444', paymentMethodId: 'pm_card_mastercard', brand: 'Mastercard', outcome: 'Succeeds' },
  { number: '4000002760003184', paymentMethodId: 'pm_card_threeDSecure2Required', brand: 'Visa', outcome: 'Asks for 3-D Secure' },
  { number: '4000002500003155', paymentMethodId: 'pm_card_authenticationRequired', brand: 'Visa', outcome: 'Asks for authentication' },
  { number: '4000000000000002', paymentMethodId: 'pm_card_chargeDeclined', brand: 'Visa', outcome: 'Declined' },
  {
    number: '4000000000009995',
    paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    brand: 'Visa',
    outcome: 'Declined: insufficient funds',
  },
];

export interface SandboxCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type SandboxCardErrors = Partial<Record<keyof SandboxCardValues, string>>;

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups of four, as printed on a card: '4242 4242 4242 4242'. */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function validateCardNumber(text: string): string | undefined {
  const digits = digitsOf(text);
  if (digits === '') return 'Please enter the card number';
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) return 'This card number is not valid';
  if (!SANDBOX_TEST_CARDS.some((card) => card.number === digits))
    return 'This is the test mode: please use one of the test cards listed below';
  return undefined;
}

/** MM/YY, this month or later (a card is valid to the end of its month). */
export function validateExpiry(text: string, now: Date = new Date()): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (text.trim() === '') return 'Please enter the expiry date';
  if (!match) return 'Please enter the expiry date as MM/YY';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Please enter the expiry date as MM/YY';
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return 'This card has expired';
  return undefined;
}

export function validateCvc(text: string): string | undefined {
  if (text.trim() === '') return 'Please enter the security code (CVC)';
  return /^\d{3,4}$/.test(text.trim()) ? undefined : 'The CVC is the 3 or 4 digits on the card';
}

export function validateSandboxCard(values: SandboxCardValues, now?: Date): SandboxCardErrors {
  const errors: SandboxCardErrors = {};
  const number = validateCardNumber(values.number);
  const expiry = validateExpiry(values.expiry, now);
  const cvc = validateCvc(values.cvc);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}

/** The test payment method for a valid test card number; undefined for any other number. */
export function sandboxPaymentMethodId(number: string): string | undefined {
  const digits = digitsOf(number);
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.paymentMethodId;
}
