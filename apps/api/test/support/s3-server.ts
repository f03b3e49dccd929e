/**
 * The storage engines every storage suite runs on: files under a data folder, and an S3 API served
 * by s3rver (from npm), started here on a free port with its files in a folder of its own.
 * TEST_S3_URL (`http://access:secret@host:port/bucket`) adds a real S3 server (MinIO).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../auth/oidc-test-client.js';

export interface StorageEngine {
  name: string;
  /** Starts what the engine needs and answers the API's variables for it. */
  start(): Promise<{ env: Record<string, string>; stop(): Promise<void> }>;
}

/** s3rver accepts any credentials that are consistent; these are the ones the tests sign with. */
const ACCESS = 'S3RVER';
const SECRET = 'S3RVER';

export async function startS3rver(): Promise<{ url: string; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'ambient-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
  await server.run();
  return {
    url: `http://${ACCESS}:${SECRET}@127.0.0.1:${port}/ambient-media`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export function storageEngines(): StorageEngine[] {
  const engines: StorageEngine[] = [
    { name: 'files', start: async () => ({ env: {}, stop: async () => undefined }) },
    {
      name: 'S3 (s3rver)',
      start: async () => {
        const server = await startS3rver();
        return { env: { S3_URL: server.url }, stop: server.stop };
      },
    },
  ];
  const real = process.env.TEST_S3_URL;
  if (real) {
    engines.push({
      name: 'S3 (TEST_S3_URL)',
      start: async () => {
        // A bucket of its own per suite, removed with what it holds when the suite ends.
        const url = new URL(real);
        url.pathname = `/ambient-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
        return { env: { S3_URL: url.toString() }, stop: async () => undefined };
      },
    });
  }
  return engines;
}
