/** What a card form lets its page do, and what every card form takes (the sandbox's, Stripe's). */
import type { RefObject } from 'react';

export interface CardEntryHandle {
  /** Checks what can be checked in the page and shows its errors; false when there are some. */
  check(): boolean;
  /** Checks the card and answers its payment method id; undefined when the form now shows an error. */
  paymentMethod(): Promise<string | undefined>;
  /** Stripe mode: runs Stripe.js's own confirmation step (next_action `use_stripe_sdk`); throws PaymentStepError on failure. */
  handleNextAction?(clientSecret: string): Promise<void>;
}

export interface CardFormProps {
  entryRef: RefObject<CardEntryHandle | null>;
  /** The server's error for the card (payment_method_id). */
  serverError?: string | undefined;
}
