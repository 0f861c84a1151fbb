import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { addFieldError, ValidationError, type FieldErrors } from '../lib/errors.js';

/**
 * How every request is checked against its route's schema, in one place:
 *
 * - Query strings, path parameters and headers are text on the wire, so they are coerced to the schema's
 *   number or boolean (`?limit=20`). A JSON body is not: `true` where a string or an id is expected is a 422
 *   naming the field, never the string "true" or gift 1.
 * - Text that no field may hold is refused before any schema: a NUL byte (PostgreSQL cannot store it) or an
 *   unpaired UTF-16 surrogate (not Unicode; it cannot be encoded as UTF-8) anywhere in the body, the query or
 *   the path answers 422 with the field, whatever the route.
 */
const BASE: Options = { useDefaults: true, removeAdditional: false, allErrors: true, addUsedSchema: false };

export function registerRequestValidation(app: FastifyInstance): void {
  const coercing = withFormats(new Ajv({ ...BASE, coerceTypes: 'array' }));
  const strict = withFormats(new Ajv({ ...BASE, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    const id = (schema as { $id?: string }).$id;
    return finiteOnly((id ? ajv.getSchema(id) : undefined) ?? ajv.compile(schema as FastifySchema & object));
  });
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {};
    findBadText(request.params, '', errors);
    findBadText(request.query, '', errors);
    findBadText(request.body, '', errors);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  });
}

/**
 * Ajv lets a non-finite number through an integer or number schema when it comes from coercion (`?id=1e309`)
 * or from JSON (`1e309` parses as Infinity), and skips the bounds: such a value is refused here.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown) => {
    if (!validate(data)) {
      wrapped.errors = validate.errors;
      return false;
    }
    const path = nonFinitePath(data, '');
    if (path === undefined) {
      wrapped.errors = null;
      return true;
    }
    wrapped.errors = [{ instancePath: path, schemaPath: '#', keyword: 'type', params: {}, message: 'must be a finite number' }];
    return false;
  }) as ValidateFunction;
  return wrapped;
}

function nonFinitePath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (depth > 32 || !value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function withFormats(ajv: Ajv): Ajv {
  addFormats.default(ajv);
  return ajv;
}

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The reason a piece of text cannot be accepted, or undefined. */
function badTextReason(text: string): string | undefined {
  if (text.includes(NUL)) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds an unpaired surrogate)';
  return undefined;
}

function findBadText(value: unknown, path: string, errors: FieldErrors, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') {
    const reason = badTextReason(value);
    if (reason) addFieldError(errors, path || 'body', reason);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => findBadText(item, path ? `${path}.${i}` : String(i), errors, depth + 1));
    return;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      const keyReason = badTextReason(key);
      if (keyReason) addFieldError(errors, path || 'body', `has a field name that ${keyReason}`);
      else findBadText(item, field, errors, depth + 1);
    }
  }
}
