/**
 * Judges an API answer by the schema the served OpenAPI document gives its status (decision
 * 0013), with Ajv. Formats (date-time, email) are documented for readers; only shapes, types and
 * limits are judged. An unknown keyword still fails to compile.
 */
import { Ajv, type ValidateFunction } from 'ajv';

/** An OpenAPI 3.0 schema object, as the document gives it. */
export type Schema = Record<string, unknown>;

/** The answers an operation documents, by status. */
export type Responses = Record<string, { content?: Record<string, { schema?: Schema }> }>;

const ajv = new Ajv({ allErrors: true, validateFormats: false, strictTypes: false, strictRequired: false });
ajv.addKeyword('components');

/**
 * The JSON Schema an OpenAPI 3.0 schema means: `nullable: true` (which zod writes beside `anyOf`
 * too, where Ajv wants a `type`) is "or null".
 */
function jsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { nullable, ...rest } = schema as Schema;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, jsonSchema(value)]));
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const compiled = new WeakMap<Schema, ValidateFunction>();

/** What is wrong with `value` for `schema`, or null; references point into `components`. */
export function answerFault(
  components: Record<string, unknown>,
  schema: Schema,
  value: unknown,
): string | null {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(jsonSchema({ ...schema, components }) as Schema);
    compiled.set(schema, validate);
  }
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

/** The JSON schema the document gives an answer of this status. */
export function documentedAnswer(responses: Responses, status: number): Schema | undefined {
  return responses[String(status)]?.content?.['application/json']?.schema;
}
