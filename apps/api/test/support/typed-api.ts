/**
 * Calls to the API under test typed from its OpenAPI document (decision 0111), with the
 * convention of `callApi`: the answer is the status and the JSON; a call may carry a bearer token,
 * a language and further headers. A path, its parameters and its body must be the document's, and
 * the JSON has the success's type, so a test reads the fields without casts (after checking the
 * status: a refusal carries errorSeverity and errorMessage only).
 */
import type { ApiPaths } from '@ambient/core';
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import { callApi } from './api-calls.js';

type Method = 'get' | 'put' | 'post' | 'delete';
/** The paths that have `method`. */
type PathsWith<M extends Method> = {
  [P in keyof ApiPaths]: ApiPaths[P] extends Record<M, object> ? P : never;
}[keyof ApiPaths];
type OperationOf<P, M extends Method> = P extends keyof ApiPaths ? ApiPaths[P][M] : never;
type ParametersOf<O> = O extends { parameters: infer Parameters } ? Parameters : never;
type PathOf<O> = NonNullable<ParametersOf<O> extends { path?: infer Path } ? Path : never>;
type QueryOf<O> = NonNullable<ParametersOf<O> extends { query?: infer Query } ? Query : never>;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
type SuccessOf<O> = O extends { responses: { 200: { content: { 'application/json': infer Json } } } }
  ? Json
  : never;

/** What every answer carries: the result convention's fields, null on a success. */
export interface ResultFields {
  errorSeverity: number | null;
  errorMessage: string | null;
}

/** An answer: its status, and its JSON as the document gives a success (a refusal has the result fields only). */
export interface TypedAnswer<Success> {
  status: number;
  json: Success extends unknown ? Omit<Success, keyof ResultFields> & ResultFields : never;
}

/** What a call sends besides its path: the path's parameters when it has some, its query and body. */
export type TypedOptions<O> = {
  /** Bearer token; none when absent or null. */
  token?: string | null;
  /** Sent as Accept-Language. */
  language?: string;
  /** Further headers, as given. */
  headers?: Record<string, string>;
  query?: QueryOf<O>;
  body?: BodyOf<O>;
} & ([PathOf<O>] extends [never] ? { path?: never } : { path: PathOf<O> });

type OptionsArgs<O> = [PathOf<O>] extends [never] ? [options?: TypedOptions<O>] : [options: TypedOptions<O>];

type TypedCall<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...options: OptionsArgs<OperationOf<P, M>>
) => Promise<TypedAnswer<SuccessOf<OperationOf<P, M>>>>;

export interface TypedApi {
  get: TypedCall<'get'>;
  put: TypedCall<'put'>;
  post: TypedCall<'post'>;
  delete: TypedCall<'delete'>;
}

interface AnyOptions {
  token?: string | null;
  language?: string;
  headers?: Record<string, string>;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const querySerializer = createQuerySerializer();

/** The call as `callApi` sends it: the path's parameters filled in, the query added. */
function send(url: string, method: Method, path: string, options: AnyOptions = {}) {
  const { path: parameters, query, ...rest } = options;
  const target = createFinalURL(path, {
    baseUrl: '',
    params: { path: parameters, query },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  return callApi(url, method.toUpperCase(), target.replace(/^\/api\//, ''), rest);
}

/** The typed calls to the API listening at `url` (`RunningApi.url`). */
export function typedApi(url: string): TypedApi {
  // The one place the document's types meet the untyped request; every call site is checked.
  const typed = <M extends Method>(method: M): TypedCall<M> =>
    ((path: string, options?: AnyOptions) => send(url, method, path, options)) as unknown as TypedCall<M>;
  return { get: typed('get'), put: typed('put'), post: typed('post'), delete: typed('delete') };
}

/** The first item of `list` that passes `test`; a test fails at once when the data has none. */
export function findIn<T>(list: readonly T[], test: (item: T) => boolean = () => true): T {
  const item = list.find(test);
  if (item === undefined) throw new Error('No item matches');
  return item;
}

/**
 * The JSON of a route that answers in more than one shape (one that lists or adds by its body) in
 * the shape that has `field`; a test fails at once on another.
 */
export function having<Json extends object, Field extends string>(
  json: Json,
  field: Field,
): Extract<Json, Record<Field, unknown>> {
  if (!isShaped(json, field)) throw new Error(`The answer has no ${field}`);
  return json;
}

function isShaped<Json extends object, Field extends string>(
  json: Json,
  field: Field,
): json is Extract<Json, Record<Field, unknown>> {
  return field in json;
}
