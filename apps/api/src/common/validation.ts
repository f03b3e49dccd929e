/**
 * Request schemas at the edge (decision 0013): zod schemas validate every body, query and path
 * parameter before a handler runs, and give the OpenAPI document its request schemas. A failure
 * answers 400 with `errorSeverity` 0 and "The field … is not valid." in the caller's language.
 */
import { Body, Param, Query, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, RequestLimits } from '@ambient/core';

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
    private readonly schema: S,
    private readonly field = 'body',
  ) {}

  transform(value: unknown): z.output<S> {
    return parseInput(this.schema, value, this.field);
  }
}

/** The OpenAPI form of a schema, as the caller sends it. */
export function openApiSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
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

/** A path parameter that is an id (`:id` unless named). */
export function IdParam(name = 'id'): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new ZodPipe(idText, name))(target, key, index);
    const [t, k, d] = methodOf(target, key);
    ApiParam({ name, schema: { type: 'integer', minimum: 1, maximum: RequestLimits.idMax } })(t, k, d);
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
