/** JSON calls to the API under test, and the answers the tests compare them with. */
import { EVENT_STORE, type EventStore } from '@ambient/event-sourcing';
import type { RunningApi } from './api-app.js';

export interface Json {
  errorSeverity: number | null;
  errorMessage: string | null;
  [key: string]: unknown;
}

export interface Answer {
  status: number;
  json: Json;
}

export interface CallOptions {
  body?: unknown;
  /** Bearer token; none when absent or null. */
  token?: string | null;
  /** Sent as Accept-Language. */
  language?: string;
  /** Further headers, as given. */
  headers?: Record<string, string>;
}

export async function callApi(
  url: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const { body, token, language, headers = {} } = options;
  const response = await fetch(`${url}/api/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

/** The answer of a refused call: the status, and the message at severity 0 unless told. */
export const refusal = (status: number, errorMessage: string, errorSeverity = 0): Answer => ({
  status,
  json: { errorSeverity, errorMessage },
});

/** Position of the last event: unchanged after a refused call means nothing was appended. */
export const eventHead = (api: RunningApi): Promise<bigint> =>
  api.app.get<EventStore>(EVENT_STORE).headPosition();
