/**
 * Request schemas at the edge (decision 0013): zod schemas validate every body, query and path
 * parameter before a handler runs, and give the OpenAPI document its request schemas. A failure
 * answers 400 with `errorSeverity` 0 and "The field … is not valid." in the caller's language.
 * Response schemas (`@Answers`) give the document what each operation answers.
 */
import { Body, Param, Query, applyDecorators, type PipeTransform } from '@nestjs/common';
import {
  ApiBody,
  ApiExtension,
  ApiOkResponse,
  ApiParam,
  ApiQuery,
  type OpenAPIObject,
} from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, RequestLimits } from '@ambient/core';
import {
  KIOSK_OPERATION_EXTENSION,
  KIOSK_SECURITY_SCHEME,
  PUBLIC_OPERATION_EXTENSION,
} from '../auth/public.decorator.js';
import { AnswerNotKept, secretFieldsOf } from './idempotency.js';

/** The refusal of a value that does not fit its schema, naming the first field at fault. */
export function invalidInput(error: z.ZodError, fallbackField: string): DomainError {
  const path = faultPath(error.issues);
  const field = path.length > 0 ? path.map(String).join('.') : fallbackField;
  return new DomainError('error.invalidField', { field }, 400);
}

/** The path of the first fault; within a union, of the alternative that went furthest. */
function faultPath(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): PropertyKey[] {
  const issue = issues[0];
  if (!issue) return prefix;
  const here = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return here;
  return issue.errors
    .map((alternative) => faultPath(alternative, here))
    .reduce((best, path) => (path.length > best.length ? path : best));
}

/** Parses a value with a schema or refuses it with 400. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, field = 'body'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error, field);
  return result.data;
}

export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    readonly schema: S,
    private readonly field = 'body',
  ) {}

  transform(value: unknown): z.output<S> {
    return parseInput(this.schema, value, this.field);
  }
}

/** The OpenAPI form of a schema: as the caller sends it (`input`), or as the API answers it. */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  delete (json as { $schema?: unknown }).$schema;
  return json as Record<string, unknown>;
}

function methodOf(
  target: object,
  key: string | symbol | undefined,
): [object, string | symbol, PropertyDescriptor] {
  if (key === undefined) throw new Error('Request schemas decorate handler parameters only');
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (!descriptor) throw new Error(`No handler ${String(key)}`);
  return [target, key, descriptor];
}

/** A body validated by `schema`, documented as the operation's request body. */
export function ValidBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodPipe(schema, 'body'))(target, key, index);
    const [t, k, d] = methodOf(target, key);
    ApiBody({ schema: openApiSchema(schema) })(t, k, d);
  };
}

/** The query string validated by an object schema, each key documented as a query parameter. */
export function ValidQuery<S extends z.ZodObject>(schema: S): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodPipe(schema, 'query'))(target, key, index);
    const [t, k, d] = methodOf(target, key);
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      ApiQuery({ name, required: !field.safeParse(undefined).success, schema: openApiSchema(field) })(
        t,
        k,
        d,
      );
    }
  };
}

/** A whole number given as text, within PostgreSQL's `integer`. */
export const idText = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(RequestLimits.idMax));

/** An id in a body: a number (or numeric text, as forms send) within PostgreSQL's `integer`. */
export const id = z.union([z.number(), idText]).pipe(z.number().int().min(1).max(RequestLimits.idMax));

/** The id a client sends for a record it asks to create: −1 or 0 (the spec's "a new one"), or none. */
export const newId = z.union([z.literal(-1), z.literal(0)]).nullish();

/** A path parameter that is an id (`:id` unless named). */
export function IdParam(name = 'id'): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new ZodPipe(idText, name))(target, key, index);
    const [t, k, d] = methodOf(target, key);
    ApiParam({ name, schema: { type: 'integer', minimum: 1, maximum: RequestLimits.idMax } })(t, k, d);
  };
}

/** A path parameter validated by `schema` (an id has `IdParam`). */
export function ValidParam(name: string, schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new ZodPipe(schema, name))(target, key, index);
    const [t, k, d] = methodOf(target, key);
    ApiParam({ name, schema: openApiSchema(schema) })(t, k, d);
  };
}

/** One query parameter validated by `schema`. */
export function ValidQueryParam(name: string, schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Query(name, new ZodPipe(schema, name))(target, key, index);
    const [t, k, d] = methodOf(target, key);
    ApiQuery({ name, required: !schema.safeParse(undefined).success, schema: openApiSchema(schema) })(
      t,
      k,
      d,
    );
  };
}

/** Optional free text: absent stays absent, anything but a string is refused. */
export const text = (max: number) => z.string().max(max);

/** Field shapes the request schemas share; the deciders judge the values with their own messages. */
export const field = {
  /** Text, absent allowed. */
  text: (max: number) => z.string().max(max).optional(),
  /** Text, null or absent allowed. */
  optionalText: (max: number) => z.string().max(max).nullish(),
  /** A number, or the text of one as forms send it. */
  number: z.union([z.number(), z.string().max(20)]).nullish(),
  /** An id or none (null, absent, empty or 0); a number beyond the database's ids is refused. */
  id: z
    .union([
      z.number().int().min(-RequestLimits.idMax).max(RequestLimits.idMax),
      z.string().regex(/^\s*-?\d{0,10}\s*$/),
    ])
    .nullish(),
  /** A list of ids. */
  ids: z.array(id).max(10_000),
  boolean: z.boolean().nullish(),
};

/** A success answer: `shape` and the result convention's success half, both fields null. */
export function answer<T extends z.ZodRawShape>(shape: T) {
  return z.object({ errorSeverity: z.null(), errorMessage: z.null(), ...shape });
}

/** An empty success answer (a delete, a password change). */
export const doneAnswer = answer({});

/** Every refusal: `errorSeverity` 0 for what the caller can fix, above 0 otherwise, and the message. */
export const errorAnswerSchema = z.strictObject({
  errorSeverity: z.number().int().min(0),
  errorMessage: z.string().min(1),
});

/** The statuses a refusal answers with, each documented with the error answer. */
const REFUSALS: Record<string, string> = {
  '401': 'No valid bearer token (signed out, expired or forged)',
  '400': 'A request the schemas or the rules refuse',
  '403': 'Not the caller’s to do or see',
  '404': 'Nothing there, or outside the caller’s scope',
  '409': 'Taken already, or changed meanwhile',
  '422': 'Refused by the rules (a delete that is blocked, a refused file)',
};

/** What a kiosk's route answers besides (decision 0078). */
const KIOSK_REFUSALS: Record<string, string> = {
  '401': 'No valid kiosk credential (its serial and secret), or a rotated one',
  '429': 'Too many failed attempts from this kiosk or address; Retry-After says when to try again',
};

/** What a local `$ref` of a schema (`#/$defs/Name`) points to inside it. */
const pointedTo =
  (root: Record<string, unknown>) =>
  (ref: string): unknown =>
    ref.startsWith('#/')
      ? ref
          .slice(2)
          .split('/')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root)
      : undefined;

/**
 * The operation's success answer (200), documented from `schema` as the API writes it. An answer
 * that holds a secret, a password or a token is never kept for an Idempotency-Key's replay
 * (decision 0099): the schema says so, so no route has to remember it.
 */
export function Answers(schema: z.ZodType, description = 'Success'): MethodDecorator {
  const documented = openApiSchema(schema, 'output');
  const holdsSecret = secretFieldsOf(documented, pointedTo(documented)).length > 0;
  return applyDecorators(
    ApiOkResponse({ description, schema: documented }),
    ...(holdsSecret ? [AnswerNotKept()] : []),
  );
}

const JSON_BODY_EXTENSION = 'x-ambient-json-body';

/**
 * The JSON body of a route that takes a multipart form as well (`@ApiConsumes` with both): the
 * document gives each content type its own schema (`@ApiBody` gives one to all), the form's
 * fields as text and the JSON's as `schema` reads them (`documentJsonBodies` puts it in place).
 */
export const ApiJsonBody = (schema: z.ZodType): MethodDecorator =>
  ApiExtension(JSON_BODY_EXTENSION, openApiSchema(schema));

/** Gives each route marked by `ApiJsonBody` its JSON body's own schema. */
export function documentJsonBodies(document: OpenAPIObject): void {
  for (const path of Object.values(document.paths))
    for (const method of ['post', 'put', 'patch'] as const) {
      const operation = path[method];
      const extensions = operation as unknown as Record<string, unknown> | undefined;
      const schema = extensions?.[JSON_BODY_EXTENSION];
      if (!operation || schema === undefined) continue;
      delete extensions![JSON_BODY_EXTENSION];
      const body = operation.requestBody as { content?: Record<string, unknown> } | undefined;
      if (body?.content) body.content['application/json'] = { schema };
    }
}

/**
 * The error answer, once in the document's components, and on every operation for the refusals:
 * an operation's own description of one is kept. Every operation asks for the bearer token but
 * the public ones, which answer no 401.
 */
export function documentErrorAnswers(document: OpenAPIObject): void {
  document.security = [{ bearer: [] }];
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorAnswer: openApiSchema(errorAnswerSchema, 'output') },
  };
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } };
  for (const path of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = path[method];
      if (!operation) continue;
      const extensions = operation as unknown as Record<string, unknown>;
      const isPublic = extensions[PUBLIC_OPERATION_EXTENSION] === true;
      const forKiosks = extensions[KIOSK_OPERATION_EXTENSION] === true;
      delete extensions[PUBLIC_OPERATION_EXTENSION];
      delete extensions[KIOSK_OPERATION_EXTENSION];
      if (isPublic) operation.security = [];
      // A kiosk's route asks for the kiosk's credential instead, and may be throttled (decision 0078).
      if (forKiosks) operation.security = [{ [KIOSK_SECURITY_SCHEME]: [] }];
      const refusals = forKiosks ? { ...REFUSALS, ...KIOSK_REFUSALS } : REFUSALS;
      for (const [status, description] of Object.entries(refusals)) {
        if (isPublic && !forKiosks && status === '401') continue;
        const own = operation.responses[status] as { description?: string } | undefined;
        operation.responses[status] = { description: own?.description ?? description, content };
      }
    }
  }
}

/** Shapes the response schemas share. */
export const shape = {
  int: z.number().int(),
  /** An ISO 8601 time. */
  time: z.string(),
  namedRef: z.object({ id: z.number().int(), name: z.string() }),
  userRef: z.object({ id: z.string(), name: z.string() }),
  language: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
};

/** A delete pre-check's answer; a blocked delete is refused like the delete itself (422). */
export const allowedAnswer = answer({ allowed: z.boolean() });
