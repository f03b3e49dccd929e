/** JSON calls to the API under test, and the answers the tests compare them with. */
import { EVENT_STORE, type EventStore } from '@ambient/event-sourcing';
import { DataSource } from 'typeorm';
import type { RunningApi } from './api-app.js';
import { until } from './until.js';

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

/**
 * The position of the last event once the media workers have appended their outcome for every
 * upload before: what a test reads before a refused call, so that only that call could move it.
 */
export async function settledEventHead(api: RunningApi): Promise<bigint> {
  await until(
    'the media uploaded to be processed',
    () =>
      api.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS pending FROM media_items WHERE processing = 'pending'`) as Promise<
        Array<{ pending: number }>
      >,
    ([row]) => row?.pending === 0,
  );
  return eventHead(api);
}
