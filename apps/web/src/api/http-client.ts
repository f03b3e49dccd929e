/**
 * The console's client of the API, typed from its OpenAPI document (decision 0111): a path, its
 * parameters and its body must be ones the API has, and an answer has the type the API documents.
 * The endpoints of each module call `api` (or `publicApi` before sign-in), which applies the
 * result convention; files come through `downloadFile` and uploads through `uploadForm`.
 */
import type { ApiPaths, ApiResult, RolloutGroupsRequest } from '@ambient/core';
import createClient, {
  createFinalURL,
  defaultPathSerializer,
  type FetchOptions,
  type Middleware,
} from 'openapi-fetch';
import { ApiError } from './api-error';

/** What the client needs from the session; wired once by the session module. */
export interface ApiClientHooks {
  /** The bearer token for the next call, or null when none can be obtained. */
  getAccessToken: () => Promise<string | null>;
  /** Called on HTTP 401 or when no token can be obtained: the session must end. */
  onUnauthorized: () => void;
  /** Called for a successful answer that carries a warning (errorSeverity 0). */
  onWarning: (message: string) => void;
  /** The user's language id, sent so the server answers messages in it. */
  getLanguage: () => string;
}

let hooks: ApiClientHooks = {
  getAccessToken: () => Promise.resolve(null),
  onUnauthorized: () => undefined,
  onWarning: () => undefined,
  getLanguage: () => 'en-CA',
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

const JSON_TYPE = 'application/json';

type QueryValue = string | number | boolean | null | undefined;

/** A request's query string from its parameters, without `?`: empty, null and undefined ones are left out. */
function querySerializer(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, QueryValue>)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
}

function isApiResult(value: unknown): value is ApiResult {
  return typeof value === 'object' && value !== null && 'errorSeverity' in value;
}

/** An answer's body as JSON; null when empty or not JSON. */
function parseJson(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The bearer token, or the session ended and the call refused when there is none. */
async function bearerToken(): Promise<string> {
  const token = await hooks.getAccessToken();
  if (!token) {
    hooks.onUnauthorized();
    throw new ApiError(401, 1, null, 'noToken');
  }
  return token;
}

/** The failure of an answer that is not a success: a 401 also ends the session. */
function failureOf(response: { status: number; ok: boolean }, result: ApiResult | null): ApiError {
  if (response.status === 401) {
    hooks.onUnauthorized();
    return new ApiError(401, result?.errorSeverity ?? 1, result?.errorMessage ?? null);
  }
  const severity = result?.errorSeverity ?? (response.status >= 500 || response.ok ? 1 : 0);
  return new ApiError(response.status, severity, result?.errorMessage ?? null);
}

/** The result convention on an answer's status and parsed body: the success, or the failure thrown. */
function resultOf(status: number, payload: unknown): void {
  const ok = status >= 200 && status < 300;
  const result = isApiResult(payload) ? payload : null;
  const failed = !ok || (result?.errorSeverity ?? 0) > 0 || typeof payload !== 'object' || payload === null;
  if (status === 401 || failed) throw failureOf({ status, ok }, result);
  if (result?.errorSeverity === 0 && result.errorMessage) hooks.onWarning(result.errorMessage);
}

/** Every call: JSON asked for unless the call asks for a file, answers in the user's language. */
const languageAndAccept: Middleware = {
  onRequest({ request }) {
    if (!request.headers.has('Accept')) request.headers.set('Accept', JSON_TYPE);
    request.headers.set('Accept-Language', hooks.getLanguage());
  },
  // A JSON call answered with something else (an empty body, a page) cannot be read: a failure.
  onResponse({ request, response }) {
    const asksJson = request.headers.get('Accept') === JSON_TYPE;
    const json = response.headers.get('Content-Type')?.includes(JSON_TYPE) ?? false;
    if (asksJson && !json) throw failureOf(response, null);
  },
  // A call that never reaches the server is a network failure; a cancelled one stays cancelled.
  onError({ error }) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    return new ApiError(0, 1, null, 'network');
  },
};

/** Signed-in calls carry the session's bearer token. */
const bearer: Middleware = {
  async onRequest({ request }) {
    request.headers.set('Authorization', `Bearer ${await bearerToken()}`);
  },
};

const clientOptions = {
  // Read at each call, not at start, so that whatever fetch the page has then is the one used.
  fetch: (request: Request) => globalThis.fetch(request),
  querySerializer,
};

/** The API as the signed-in user, as openapi-fetch calls it: for files (`downloadFile`). */
export const apiClient = createClient<ApiPaths>(clientOptions);
apiClient.use(languageAndAccept, bearer);

const publicClient = createClient<ApiPaths>(clientOptions);
publicClient.use(languageAndAccept);

type Method = 'get' | 'put' | 'post' | 'delete';
/** The paths that have `method`. */
type PathsWith<M extends Method> = {
  [P in keyof ApiPaths]: ApiPaths[P] extends Record<M, object> ? P : never;
}[keyof ApiPaths];
type OperationOf<P, M extends Method> = P extends keyof ApiPaths ? ApiPaths[P][M] : never;
/** What a call sends: the path, query and header parameters and the body the document gives it. */
type InitOf<O> = Omit<FetchOptions<O>, 'parseAs' | 'baseUrl' | 'fetch' | 'middleware'>;
type InitArgs<O> = object extends InitOf<O> ? [init?: InitOf<O>] : [init: InitOf<O>];
/** The JSON a call answers on success, as the document gives it. */
type SuccessOf<O> = O extends { responses: { 200: { content: { 'application/json': infer Json } } } }
  ? Json
  : never;
type TypedCall<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitArgs<OperationOf<P, M>>
) => Promise<SuccessOf<OperationOf<P, M>>>;

/** openapi-fetch's request, which the typed calls below check at each call site. */
type Send = (
  method: Method,
  path: string,
  init?: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The API's calls, one per method, typed by the path: its parameters and body must be the
 * document's, and the answer is the document's success under the result convention (a failure
 * thrown as an ApiError). openapi-fetch sends them; its own answer type is not used, as it leaves
 * out the fields a success gives as null (errorSeverity, errorMessage) and loosens tuples.
 */
function typedCalls(client: typeof apiClient) {
  // The one place the types meet openapi-fetch's untyped core; every call above it is checked.
  const send = client.request as unknown as Send;
  const typed =
    <M extends Method>(method: M): TypedCall<M> =>
    (path, ...[init]) =>
      answer(send(method, path, init)) as Promise<SuccessOf<OperationOf<typeof path, M>>>;
  return { get: typed('get'), put: typed('put'), post: typed('post'), delete: typed('delete') };
}

/** The API as the signed-in user. */
export const api = typedCalls(apiClient);

/** The API's public calls (the console's configuration, a password link), sent with no bearer token. */
export const publicApi = typedCalls(publicClient);

/**
 * An answer under the result convention: a success is returned; a failure is thrown as an
 * ApiError; a 401 (or a missing token) also ends the session; a warning is shown.
 */
async function answer(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
): Promise<ApiResult> {
  const { data, error, response } = await call;
  resultOf(response.status, data ?? error ?? null);
  // resultOf has thrown unless the answer is a success that carries the convention's fields.
  if (!isApiResult(data)) throw failureOf(response, null);
  return data;
}

/**
 * The answer of a route that answers in more than one shape (one that lists or adds by its body,
 * a manager with or without its option lists) in the shape this call asks for, the one that has
 * `field`: another shape is a failure.
 */
export async function withField<Answer extends object, Field extends string>(
  call: Promise<Answer>,
  field: Field,
): Promise<Extract<Answer, Record<Field, unknown>>> {
  const data = await call;
  if (!hasField(data, field)) throw new ApiError(200, 1, null);
  return data;
}

function hasField<Value extends object, Field extends string>(
  value: Value,
  field: Field,
): value is Extract<Value, Record<Field, unknown>> {
  return field in value;
}

/** A downloaded file and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The options of a call whose answer is a file (a workbook, a zip): any type, read as a blob. */
export const AS_FILE = { parseAs: 'blob', headers: { Accept: '*/*' } } as const;

/**
 * A call for a file made with `AS_FILE`: the body is the file and Content-Disposition its name; a
 * refusal still arrives in the result convention and is thrown as an ApiError, as `api` does.
 */
export async function downloadFile(
  call: Promise<{ data?: Blob; error?: unknown; response: Response }>,
): Promise<DownloadedFile> {
  const { data, error, response } = await call;
  if (!response.ok || !data) throw failureOf(response, isApiResult(error) ? error : null);
  return { blob: data, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** How far an upload's bytes have gone: `loaded` of `total` (0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The paths that have a POST. */
type PostPath = { [P in keyof ApiPaths]: ApiPaths[P] extends { post: object } ? P : never }[keyof ApiPaths];
type PostOf<P extends PostPath> = ApiPaths[P]['post'];
/** A POST's path and query parameters, as the document gives them. */
type FormParams<O> = O extends { parameters: { path?: infer Path; query?: infer Query } }
  ? ([Path] extends [undefined] ? object : { path: Path }) &
      ([Query] extends [undefined] ? object : { query?: Query })
  : never;
/** A POST's success: the JSON it answers with 200. */
type FormAnswer<O> = O extends { responses: { 200: { content: { 'application/json': infer Json } } } }
  ? Json
  : never;

/**
 * Posts a multipart form to a path of the API and reports how much of it has been sent, which
 * `fetch` cannot tell: the answer follows the result convention as `api` does (a failure
 * thrown as an ApiError, a 401 ending the session). Aborting the signal cancels the upload.
 */
export async function uploadForm<P extends PostPath>(
  path: P,
  params: FormParams<PostOf<P>>,
  form: FormData,
  onProgress: (progress: UploadProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<FormAnswer<PostOf<P>>> {
  const token = await bearerToken();
  const url = createFinalURL(path, {
    baseUrl: '',
    params,
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', JSON_TYPE);
    request.setRequestHeader('Accept-Language', hooks.getLanguage());
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new ApiError(0, 1, null, 'network'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
  const payload = parseJson(text);
  resultOf(status, payload);
  // The result convention let it through: the success the document gives for this path.
  return payload as FormAnswer<PostOf<P>>;
}

/** A multipart form holding `file` under the field `file`, beside text fields. */
export function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

/** A release form's `rollout` field: the groups as JSON, when the release rolls out (decision 0079). */
export const rolloutField = (rollout: RolloutGroupsRequest | undefined): Record<string, string> =>
  rollout ? { rollout: JSON.stringify(rollout) } : {};
