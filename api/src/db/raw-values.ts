/**
 * Raw SQL rows (queryRows) come back as the driver leaves them: Drizzle keeps timestamps as text there.
 * Repositories that run raw SQL turn them into the types they promise with these.
 */
export const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
export const asDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : asDate(value));
