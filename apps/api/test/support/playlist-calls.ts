/**
 * What the API suites of the playlist family share (memory albums, community playlists, Abby
 * profiles; decision 0109): the demo accounts they sign in as, the small media files they upload,
 * the kiosks the kiosk manager has, a kiosk listening through the device gateway, and the check
 * that a refused call appends nothing.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ApiPaths } from '@ambient/core';
import type { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { settledEventHead, type Answer } from './api-calls.js';
import { typedApi } from './typed-api.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from './api-app.js';
import type { DatabaseEngine } from './databases.js';
import { gatewayPorts, startGateway, type RunningGateway } from './gateway-process.js';
import type { StorageEngine } from './s3-server.js';

/** The demo accounts the suites call as. */
const ACCOUNTS = {
  admin: 'admin@ambient.demo',
  family: 'family@ambient.demo',
  manager: 'kiosk.manager@ambient.demo',
  visitor: 'visitor@ambient.demo',
} as const;
export type Account = keyof typeof ACCOUNTS;

/** Each demo account's token. */
export async function signInAll(api: RunningApi): Promise<Record<Account, string>> {
  const tokens: Partial<Record<Account, string>> = {};
  for (const [key, email] of Object.entries(ACCOUNTS))
    tokens[key as Account] = await api.signIn(email, DEMO_PASSWORD);
  return tokens as Record<Account, string>;
}

const run = promisify(execFile);

/** The kinds of media the suites upload, and their files' extensions. */
export const EXTENSION = { images: 'png', audio: 'mp3', videos: 'mp4' } as const;
export type UploadKind = keyof typeof EXTENSION;

/**
 * Small real files of each kind, made in a scratch folder: a picture of a shade (its other two
 * channels `green` and `blue`), a second of tone, a second of video.
 */
export function mediaBytes(
  green: number,
  blue: number,
): Record<UploadKind, (shade: number) => Promise<Buffer>> {
  const scratch = mkdtempSync(join(tmpdir(), 'ambient-playlists-'));
  const ffmpegFile = async (name: string, args: string[]): Promise<Buffer> => {
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, join(scratch, name)]);
    return readFileSync(join(scratch, name));
  };
  return {
    images: (shade) =>
      sharp({ create: { width: 400, height: 400, channels: 3, background: { r: shade, g: green, b: blue } } })
        .png()
        .toBuffer(),
    audio: () =>
      ffmpegFile('tone.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050', '-t', '1']),
    videos: () =>
      ffmpegFile('clip.mp4', [
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '1'],
        ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
      ]),
  };
}

/** The document's upload routes: a multipart form posted, answering each file's upload result. */
type UploadPath = {
  [P in keyof ApiPaths]: ApiPaths[P] extends {
    post: { responses: { 200: { content: { 'application/json': { uploadResults: unknown[] } } } } };
  }
    ? P
    : never;
}[keyof ApiPaths];
/** A file's upload result, as the document gives it for `P`. */
type UploadResult<P extends UploadPath> = ApiPaths[P] extends {
  post: { responses: { 200: { content: { 'application/json': { uploadResults: Array<infer R> } } } } };
}
  ? R
  : never;
type UploadParameters<P extends UploadPath> = ApiPaths[P] extends {
  post: { parameters: { path: infer Path } };
}
  ? Path
  : never;

/**
 * Uploads one file to the document's `path` (its parameters filled in) with the form's other
 * fields, and answers its upload result. The form is multipart, so it is sent untyped.
 */
export async function uploadOne<P extends UploadPath>(
  api: RunningApi,
  token: string,
  path: P,
  parameters: UploadParameters<P> & Record<string, string | number>,
  file: { name: string; bytes: Buffer },
  fields: Record<string, string>,
): Promise<UploadResult<P>> {
  const form = new FormData();
  form.append('file', new Blob([file.bytes]), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const target = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(parameters[name])),
  );
  const response = await fetch(`${api.url}${target}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  // The form is sent untyped; its answer is the document's.
  const json = (await response.json()) as { uploadResults: Array<UploadResult<P>> };
  expect(response.status).toBe(200);
  return json.uploadResults[0]!;
}

/** The answer's `field`, once the answer is a success. */
export function answered<Json extends object, Field extends keyof Json>(
  answer: { status: number; json: Json },
  field: Field,
): Json[Field] {
  expect(answer.status).toBe(200);
  return answer.json[field];
}

/** A SQL query on the API's database. */
export const queryOf =
  (api: RunningApi) =>
  <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    api.app.get(DataSource).query(sql, params) as Promise<T[]>;

/**
 * The call is refused with this answer and appends no event (the kiosk's own facts, which its
 * syncs record in its device stream meanwhile, aside).
 */
export async function refusedQuietly(
  api: RunningApi,
  answer: () => Promise<{ status: number; json: object }>,
  expected: Answer,
): Promise<void> {
  const head = await settledEventHead(api);
  expect(await answer()).toEqual(expected);
  expect(
    await queryOf(api)<{ stream_id: string }>(
      `SELECT stream_id FROM event_store WHERE global_position > $1 AND stream_id NOT LIKE 'device-%'`,
      [String(head)],
    ),
  ).toEqual([]);
}

/** A kiosk row: its id, serial number and type. */
export interface KioskRow {
  id: number;
  serial: string;
  type: number;
}

/** Every kiosk, and those the kiosk manager manages. */
async function kiosksOf(
  api: RunningApi,
  managerKioskIds: readonly number[],
): Promise<{ all: KioskRow[]; managed: KioskRow[] }> {
  const rows = await queryOf(api)<{ id: number; serial_number: string; type_id: number }>(
    `SELECT id, serial_number, type_id FROM kiosks ORDER BY id`,
  );
  const all = rows.map((row) => ({ id: row.id, serial: row.serial_number, type: row.type_id }));
  return { all, managed: all.filter((kiosk) => managerKioskIds.includes(kiosk.id)) };
}

/**
 * The API with the device gateway run as a process beside it, so a kiosk hears "content changed"
 * the way a real one does; `listen` connects a kiosk (its credential issued by the admin),
 * recording the commands it hears.
 */
async function startApiWithGateway(
  database: DatabaseEngine,
  env: Record<string, string>,
): Promise<{
  api: RunningApi;
  /** The token the gateway and the API call each other with. */
  gatewayToken: string;
  listen: (kiosk: KioskRow, adminToken: string, heard: string[]) => Promise<void>;
  stop: () => Promise<void>;
}> {
  const gatewayToken = randomBytes(24).toString('base64url');
  const ports = await gatewayPorts();
  const api = await startApi(database, {
    ...env,
    GATEWAY_API_TOKEN: gatewayToken,
    GATEWAY_HEALTH_URL: ports.healthUrl,
  });
  const running: { gateway: RunningGateway | null; kiosk: KioskSimulator | null } = {
    gateway: null,
    kiosk: null,
  };
  return {
    api,
    gatewayToken,
    listen: async (kiosk, adminToken, heard) => {
      const issued = await typedApi(api.url).post('/api/kiosks/{id}/device-credential', {
        path: { id: kiosk.id },
        token: adminToken,
      });
      expect(issued.status).toBe(200);
      running.gateway = await startGateway(ports, api.url, gatewayToken);
      running.kiosk = new KioskSimulator({
        url: ports.brokerUrl,
        serial: kiosk.serial,
        type: kiosk.type as KioskType,
        username: kiosk.serial,
        password: issued.json.secret,
        reconnectPeriodMs: 0,
      });
      running.kiosk.onCommand((command) => heard.push(command.command));
      await running.kiosk.connect();
    },
    stop: async () => {
      await running.kiosk?.disconnect().catch(() => undefined);
      await running.gateway?.stop();
    },
  };
}

/** A kiosk suite's world: the API and gateway, every account's token, the kiosks, and its end. */
export interface KioskSuite {
  api: RunningApi;
  tokens: Record<Account, string>;
  gatewayToken: string;
  /** The kiosks the kiosk manager manages, and the others. */
  managed: KioskRow[];
  unmanaged: KioskRow[];
  /** Connects a kiosk through the gateway, recording the commands it hears. */
  listen: (kiosk: KioskRow, heard: string[]) => Promise<void>;
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** The call is refused with this answer and appends no event (`refusedQuietly`). */
  refused: (answer: () => Promise<{ status: number; json: object }>, expected: Answer) => Promise<void>;
  stop: () => Promise<void>;
}

/** Starts the storage, the API with the gateway beside it, and signs every account in. */
export async function startKioskSuite(database: DatabaseEngine, storage: StorageEngine): Promise<KioskSuite> {
  const files = await storage.start();
  const withGateway = await startApiWithGateway(database, files.env);
  const { api } = withGateway;
  const tokens = await signInAll(api);
  const me = await typedApi(api.url).get('/api/users/me', { token: tokens.manager });
  const { kioskIds } = me.json.profile;
  const { all, managed } = await kiosksOf(api, kioskIds);
  return {
    api,
    tokens,
    gatewayToken: withGateway.gatewayToken,
    managed,
    unmanaged: all.filter((kiosk) => !kioskIds.includes(kiosk.id)),
    listen: (kiosk, heard) => withGateway.listen(kiosk, tokens.admin, heard),
    query: queryOf(api),
    refused: (answer, expected) => refusedQuietly(api, answer, expected),
    stop: async () => {
      await withGateway.stop();
      await api.close();
      await files.stop();
    },
  };
}
