/**
 * The API as its OpenAPI document describes it, for the security suites: every operation
 * (method and path) with its parameters and request schema, and the policy its route declares
 * (@Public, @AdminOnly) read from the route's metadata in the running application. Also a call
 * that keeps any answer (JSON or not), the check of the error shape, a sample value of a schema,
 * and a stand-in device gateway so the health check finds every part up.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import fc from 'fast-check';
import { IS_PUBLIC_KEY, KIOSK_ONLY_KEY } from '../../../src/auth/public.decorator.js';
import { AdminOnlyGuard } from '../../../src/common/admin-only.guard.js';
import type { RunningApi } from '../../support/api-app.js';
import { answerFault, documentedAnswer, type Responses } from '../../support/openapi-answers.js';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the request schemas use. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** GET, POST, PUT, DELETE... */
  method: string;
  /** As the document writes it: /api/kiosks/{id}. */
  path: string;
  operationId: string;
  parameters: OperationParameter[];
  /** The request body: JSON or multipart form, with its schema. */
  body: { contentType: string; schema: JsonSchema } | null;
  /** @Public(): no token needed. */
  isPublic: boolean;
  /** @KioskOnly(): a kiosk's credential (HTTP Basic) instead of a person's token (decision 0078). */
  kioskOnly: boolean;
  /** @AdminOnly() on the route or its controller: 403 for anyone but an admin. */
  adminOnly: boolean;
  /** `Controller.method`, for messages. */
  handler: string;
}

interface OpenApiOperation {
  operationId?: string;
  responses?: Responses;
  parameters?: Array<{ name: string; in: OperationParameter['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, unknown>;
}

interface RouteHandler {
  controller: Type;
  handler: (...args: unknown[]) => unknown;
  name: string;
  method: string;
  /** The path the route is served at, in the document's form. */
  path: string;
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [''];

const joinPath = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '')
    .join('/')}`;

/** Every route handler of every controller the application mounted, from the route metadata. */
export function routeHandlers(api: RunningApi): RouteHandler[] {
  const handlers: RouteHandler[] = [];
  for (const module of api.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const own of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            handlers.push({
              controller,
              handler: handler as RouteHandler['handler'],
              name,
              method: RequestMethod[method],
              path: joinPath('api', base, own).replace(/:(\w+)/g, '{$1}'),
            });
          }
        }
      }
    }
  }
  return handlers;
}

const guardsOf = (target: object): unknown[] =>
  (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? [];

const kioskOnlyRoute = (reflector: Reflector, route: RouteHandler): boolean =>
  reflector.getAllAndOverride<boolean | undefined>(KIOSK_ONLY_KEY, [route.handler, route.controller]) ===
  true;

/** The document as the API serves it (API_DOCS is on outside production). */
export async function apiDocument(api: RunningApi): Promise<OpenApiDocument> {
  const response = await fetch(`${api.url}/api/docs/openapi.json`);
  if (response.status !== 200) throw new Error(`No OpenAPI document: ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** Every operation of the document, with the policy its route declares. */
export async function apiOperations(api: RunningApi): Promise<Operation[]> {
  const document = await apiDocument(api);
  const reflector = api.app.get(Reflector);
  const byOperationId = new Map(
    routeHandlers(api).map((route) => [`${route.controller.name}_${route.name}`, route]),
  );
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const operationId = operation.operationId ?? '';
      const route = byOperationId.get(operationId);
      if (!route) throw new Error(`No route handler for ${method.toUpperCase()} ${path} (${operationId})`);
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId,
        parameters: (operation.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: p.schema ?? {},
        })),
        body: contentType ? { contentType, schema: content?.schema ?? {} } : null,
        isPublic:
          reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [
            route.handler,
            route.controller,
          ]) === true && !kioskOnlyRoute(reflector, route),
        kioskOnly: kioskOnlyRoute(reflector, route),
        adminOnly: [...guardsOf(route.controller), ...guardsOf(route.handler)].includes(AdminOnlyGuard),
        handler: `${route.controller.name}.${route.name}`,
      });
    }
  }
  return operations;
}

/**
 * Does `target` reach `operation`? A path parameter of `..`, `%2e%2e` or nothing is resolved away
 * before routing (the URL's dot segments, a trailing slash), so such a call reaches another one.
 */
export function reaches(operation: Operation, target: string): boolean {
  const pathname = new URL(target, 'http://api.invalid').pathname.replace(/(.)\/$/, '$1');
  const pattern = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
}

/**
 * What is wrong with a success answer for the schema the document gives its status, or null;
 * answers that are not JSON (files) are judged by their own tests.
 */
export function successFault(
  document: OpenApiDocument,
  operation: Operation,
  answer: RawAnswer,
): string | null {
  const responses = document.paths[operation.path]?.[operation.method.toLowerCase()]?.responses ?? {};
  const schema = documentedAnswer(responses, answer.status);
  if (!answer.json && !schema) return null;
  if (!schema) return `no schema documented for ${answer.status}`;
  return answerFault(document.components ?? {}, schema, answer.json);
}

/** A kiosk's credential as its calls send it (decision 0078). */
export const kioskAuthorization = (serial: string, secret: string): string =>
  `Basic ${Buffer.from(`${serial}:${secret}`).toString('base64')}`;

/** Routes the application serves that the document leaves out, and whether each is public. */
export async function routesOutsideDocument(
  api: RunningApi,
): Promise<Array<{ route: string; isPublic: boolean }>> {
  const document = await apiDocument(api);
  const reflector = api.app.get(Reflector);
  return routeHandlers(api)
    .filter((route) => !document.paths[route.path]?.[route.method.toLowerCase()])
    .map((route) => ({
      route: `${route.method} ${route.path}`,
      isPublic:
        reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [route.handler, route.controller]) ===
        true,
    }));
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The body when it is JSON. */
  json: Record<string, unknown> | null;
}

export interface SendOptions {
  token?: string | null;
  /** An Authorization header as given (a kiosk's `Basic …`), instead of the token. */
  authorization?: string;
  /** A JSON value, sent as JSON. */
  json?: unknown;
  /** Text sent as given, with a JSON content type. */
  rawJson?: string;
  /** Fields of a multipart form; a Blob is a file. */
  form?: Record<string, string | Blob>;
}

/** One call to the API (`target` starts with /api/), keeping whatever it answers. */
export async function send(
  url: string,
  method: string,
  target: string,
  options: SendOptions = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.authorization) headers.authorization = options.authorization;
  let body: string | FormData | undefined;
  if (options.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.form)) {
      if (value instanceof Blob) form.append(name, value, 'upload.bin');
      else form.append(name, value);
    }
    body = form;
  } else if (options.rawJson !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.rawJson;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${url}${target}`, { method, headers, body });
  const contentType = response.headers.get('content-type') ?? '';
  const buffer = Buffer.from(await response.arrayBuffer());
  const text = contentType.includes('json') ? buffer.toString('utf8') : buffer.toString('latin1');
  let json: Record<string, unknown> | null = null;
  if (contentType.includes('application/json')) {
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = null;
    }
  }
  return { status: response.status, contentType, text, json };
}

/** What is wrong with an error answer's body, or null when it has the result convention's shape. */
export function errorShapeFault(answer: RawAnswer): string | null {
  if (answer.status < 400) return null;
  if (!answer.json) return `an error without a JSON body (${answer.contentType || 'no content type'})`;
  const { errorSeverity, errorMessage } = answer.json;
  if (typeof errorSeverity !== 'number') return 'an error without errorSeverity';
  if (typeof errorMessage !== 'string' || errorMessage.trim() === '') return 'an error without errorMessage';
  return null;
}

/** The value a path parameter takes in the address. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (with its `?`) of the given values; empty when there are none. */
export function queryOf(values: Record<string, string | number>): string {
  const pairs = Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]);
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`;
}

/** Text the request schemas accept for fields whose rules are the deciders' (an email must look like one). */
const TEXT_BY_NAME: Record<string, string> = {
  email: 'probe.contact@example.org',
  password: 'Probe-Password-2025!',
  name: 'Probe Person',
  tagId: '0000000001',
  search: '',
};

/**
 * A value the schema accepts, every property given: `fill`'s value for a property (by name) when
 * it has one, else the first alternative of a union, the first value of an enum, plain text.
 */
export function sampleOf(
  schema: JsonSchema,
  fill: (name: string) => unknown = () => undefined,
  name = '',
): unknown {
  const filled = name === '' ? undefined : fill(name);
  if (filled !== undefined) return filled;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return sampleOf(alternatives[0] as JsonSchema, fill, name);
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const given = sampleOf(property, fill, key);
        if (given !== null || schema.required?.includes(key)) value[key] = given;
      }
      return value;
    }
    case 'array':
      return [];
    case 'string':
      if (schema.format === 'binary') return new Blob([Buffer.from('probe')]);
      if (schema.pattern)
        return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 1, numRuns: 1 })[0];
      return TEXT_BY_NAME[name] ?? 'Probe';
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** A stand-in for the device gateway's health answer, so the API's health reports every part up. */
export async function startGatewayStandIn(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ broker: { engine: 'stand-in', state: 'up' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/health`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
