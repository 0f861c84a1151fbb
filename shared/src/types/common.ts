/** Wire-format basics of the hand-written shapes left here (gift.ts); the wire contract has their schemas. */

/** An ISO 8601 date-time string, UTC (`2024-06-24T12:00:00.000Z`). */
export type IsoDateString = string;

/** Money: an integer number of cents. Never a float. */
export type Cents = number;

/** Numeric database id. */
export type Id = number;
