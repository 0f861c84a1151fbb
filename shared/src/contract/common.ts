/**
 * The wire contract's building blocks (docs/architecture.md "One wire contract"). Every route of the API
 * declares its request and response with schemas from `shared/src/contract/`; the API validates requests
 * and serialises answers with them, the OpenAPI document (/api/openapi.json) is generated from them, and
 * both apps import their static types instead of re-declaring shapes.
 *
 * Naming: a schema and its type share one name (`export const Gift = ...; export type Gift = Static<...>`),
 * so `import type { Gift }` in an app costs nothing at run time.
 */
import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';

export { Type, type Static, type TSchema };

/** Numeric database id: a positive safe integer. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
export type Id = Static<typeof Id>;

/** Money: an integer number of cents (never a float). */
export const Cents = Type.Integer();
export type Cents = Static<typeof Cents>;

/** An ISO 8601 date-time, UTC (`2024-06-24T12:00:00.000Z`). */
export const Timestamp = Type.String({ format: 'date-time' });
export type Timestamp = Static<typeof Timestamp>;

/**
 * `T` or null. For a primitive this is `type: [T, 'null']` (serialised fast, and what OpenAPI 3.1 says);
 * for anything else an `anyOf`.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  if (typeof type === 'string' && type !== 'object' && type !== 'array') {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  }
  return Type.Union([schema, Type.Null()]);
}

/**
 * This object, or null (an empty request). One `type: ['object', 'null']` schema rather than an anyOf, so a
 * bad field's 422 names that field alone.
 */
export const ObjectOrNull = <T extends TObject>(object: T) => Type.Unsafe<Static<T> | null>({ ...object, type: ['object', 'null'] });

/** A string of at most `maxLength` characters (a transport bound; the business rules are in validation/). */
export const Text = (maxLength: number, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, ...options });

/** A string-valued enum with its literal union as the static type. */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** Every list answers `{ data, total }`. */
export const ListOf = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), total: Type.Integer({ minimum: 0 }) });
/** A list answer of any item type (a client reading lists generically, such as react-admin's data provider). */
export type ListOf<T> = { data: T[]; total: number };

/** The error body of every 4xx and 5xx answer. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    error: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { description: 'Every error: a message, an optional code, and field errors keyed by field.' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** `:id` route parameters (a non-numeric id answers 422 on `id`). */
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/**
 * An object whose properties with a `default` may be left out by the client: the validator fills them in,
 * so the handler's static type has them (a query's `limit`, say) while the document shows them optional.
 */
function WithDefaults<T extends TObject>(object: T): T {
  const required = (object.required ?? []).filter((key) => !('default' in (object.properties[key] as object)));
  const copy = { ...object, required };
  if (required.length === 0) delete (copy as { required?: string[] }).required;
  return copy;
}

/** A querystring: its defaulted parameters may be left out (WithDefaults). */
export const Query = <T extends TProperties>(properties: T) => WithDefaults(Type.Object(properties));

/** `limit` (1 to `max`, default `defaultLimit`) and `offset` (default 0), to spread into a Query. */
export const PageFields = (defaultLimit: number, max = 100) => ({
  limit: Type.Integer({ minimum: 1, maximum: max, default: defaultLimit }),
  offset: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 }),
});

/** `?limit&offset` alone. */
export const PageQuery = (defaultLimit: number, max = 100) => Query(PageFields(defaultLimit, max));

/** The confirm call after a 3-D Secure step (gifts, monthly gifts, gift card purchases). */
export const PaymentIntentBody = Type.Object({ payment_intent_id: Text(255, { minLength: 1 }) }, { additionalProperties: false });
export type PaymentIntentBody = Static<typeof PaymentIntentBody>;

/**
 * A streamed CSV export (docs/architecture.md "CSV exports"): UTF-8 with a byte order mark, CRLF rows, a
 * header row first, formula-like cells neutralised; a download named by Content-Disposition.
 */
export const CsvFile = (description: string) =>
  Type.Unsafe<string>({
    description,
    content: { 'text/csv': { schema: { type: 'string', description: 'A header row, then one row per record' } } },
  });
