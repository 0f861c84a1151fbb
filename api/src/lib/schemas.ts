/** JSON-schema pieces for the `*.schemas.ts` of modules not yet on the wire contract (shared/src/contract). */
export const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
