/** An amount typed in dollars and kept in the form as integer cents, so the API's field errors land on it. */
import { NumberInput } from 'react-admin';
import type { NumberInputProps } from 'react-admin';
import { dollarsToCents } from '@storyfund/shared/money';

/** Cents in the form -> the dollars shown (1050 -> "10.5"); empty for no amount. */
function centsToInput(cents: unknown): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? String(cents / 100) : '';
}

/** What was typed -> cents, exactly (12.34 -> 1234); null when empty; NaN when unreadable (the validators refuse it). */
function inputToCents(dollars: unknown): number | null {
  if (dollars === null || dollars === undefined || dollars === '') return null;
  return typeof dollars === 'number' || typeof dollars === 'string' ? dollarsToCents(dollars) : Number.NaN;
}

export function DollarsInput(props: Omit<NumberInputProps, 'format' | 'parse'>) {
  return <NumberInput step={0.01} min={0} format={centsToInput} parse={inputToCents} {...props} />;
}
