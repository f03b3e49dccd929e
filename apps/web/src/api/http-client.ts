import type { ApiResult, RolloutGroupsRequest } from '@ambient/core';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body`. */
  form?: FormData;
  /** Public endpoints send no bearer token. */
  anonymous?: boolean;
  signal?: AbortSignal;
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

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

/** Sends `/api{path}` with the session's bearer token; a call that never reaches the server throws. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept, 'Accept-Language': hooks.getLanguage() });
  if (!options.anonymous) {
    const token = await hooks.getAccessToken();
    if (!token) {
      hooks.onUnauthorized();
      throw new ApiError(401, 1, null, 'noToken');
    }
    headers.set('Authorization', `Bearer ${token}`);
  }
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 1, null, 'network');
  }
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
function resultOf<T>(status: number, payload: unknown): T {
  const ok = status >= 200 && status < 300;
  const result = isApiResult(payload) ? payload : null;
  const failed = !ok || (result?.errorSeverity ?? 0) > 0 || typeof payload !== 'object' || payload === null;
  if (status === 401 || failed) throw failureOf({ status, ok }, result);
  if (result?.errorSeverity === 0 && result.errorMessage) hooks.onWarning(result.errorMessage);
  return payload as T;
}

/**
 * Calls `/api{path}` and applies the result convention: a success is returned; a failure is
 * thrown as an ApiError; a 401 (or a missing token) also ends the session.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return resultOf<T>(response.status, await readJson(response));
}

/** How far an upload's bytes have gone: `loaded` of `total` (0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Posts a multipart form to `/api{path}` and reports how much of it has been sent, which `fetch`
 * cannot tell: the answer follows the result convention as `apiRequest` does (a failure thrown
 * as an ApiError, a 401 ending the session). Aborting the signal cancels the upload.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  const token = await hooks.getAccessToken();
  if (!token) {
    hooks.onUnauthorized();
    throw new ApiError(401, 1, null, 'noToken');
  }
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('Accept', 'application/json');
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
  return resultOf<T>(status, parseJson(text));
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

/**
 * Calls `/api{path}` for a file (a workbook, a zip): the body is the file and
 * Content-Disposition its name; a refusal still arrives in the result convention and is thrown
 * as an ApiError, as `apiRequest` does.
 */
export async function downloadFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options, '*/*');
  if (!response.ok) {
    const payload = await readJson(response);
    throw failureOf(response, isApiResult(payload) ? payload : null);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
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

/** A request's query string from its parameters: empty, null and undefined ones are left out. */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
