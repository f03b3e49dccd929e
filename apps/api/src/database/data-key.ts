/**
 * The data encryption key (decision 0024): from DATA_ENCRYPTION_KEY, else a random key generated
 * on first start and kept under `${dataDir}/keys/`, as the media signing key is. The file is
 * created exclusively: when two processes start together, the second reads what the first wrote.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DataSource } from 'typeorm';
import { DataKey, parseKey, type WrongDataKeyError } from '@ambient/event-sourcing';
import type { AppConfig } from '../config/app-config.js';

/** The command that moves the data from one data key to another (`privacy/data-key-rotation.ts`). */
export const ROTATE_COMMAND = 'npm run keys:rotate';

export const dataKeyFile = (dataDir: string): string => join(dataDir, 'keys', 'data-encryption.key');

export function loadDataKey(config: Pick<AppConfig, 'dataDir' | 'dataEncryptionKey'>): DataKey {
  if (config.dataEncryptionKey) {
    try {
      return new DataKey(parseKey(config.dataEncryptionKey));
    } catch (error) {
      throw new Error(`DATA_ENCRYPTION_KEY is not valid: ${(error as Error).message}`, { cause: error });
    }
  }
  const file = dataKeyFile(config.dataDir);
  try {
    return new DataKey(parseKey(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const text = randomBytes(32).toString('base64');
  try {
    writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
    return new DataKey(parseKey(text));
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new DataKey(parseKey(readFileSync(file, 'utf8')));
  }
}

/**
 * The data key of a database, for the migrations that seal what an older log kept in clear
 * (TypeORM makes migrations itself, so they find it by their data source).
 */
const migrationKeys = new WeakMap<DataSource, DataKey>();

export function keepDataKeyFor(dataSource: DataSource, key: DataKey): void {
  migrationKeys.set(dataSource, key);
}

export function dataKeyFor(dataSource: DataSource): DataKey | null {
  return migrationKeys.get(dataSource) ?? null;
}

/**
 * What the API says at start when its data key does not open the stored keys: configure the
 * key they were sealed with, or, when the key was changed on purpose, rotate to it.
 */
export function wrongDataKeyAtStart(error: WrongDataKeyError): Error {
  return new Error(
    `${error.message}. Configure DATA_ENCRYPTION_KEY (or the data folder’s keys/data-encryption.key) as it ` +
      'was when they were written; or, to move the data to this new key, stop every API instance and run ' +
      `\`${ROTATE_COMMAND}\` with OLD_DATA_ENCRYPTION_KEY set to the previous key and this key as ` +
      'DATA_ENCRYPTION_KEY (or in the key file).',
    { cause: error },
  );
}
