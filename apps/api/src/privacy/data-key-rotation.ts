/**
 * Rotating the data key (decision 0024): every person's key is wrapped again, and every stored
 * TeamViewer password sealed again, from the old data key to the new one, in one transaction.
 *
 * The new key is the one the API will start with: `DATA_ENCRYPTION_KEY`, or the data folder's
 * `keys/data-encryption.key` when that is unset (made anew when absent). The old key is given as
 * `OLD_DATA_ENCRYPTION_KEY`. What is already under the new key is left as it is, so a run that
 * stopped, or one made again, finishes the work; a value the old key does not open refuses it
 * all, and nothing changes.
 */
import { parseKey, rewrapPersonKeys, DataKey, WrongDataKeyError } from '@ambient/event-sourcing';
import type { AppConfig } from '../config/app-config.js';
import { loadDataKey } from '../database/data-key.js';
import { openDatabase, pgliteDirFor, type EntityClass } from '../database/database.js';
import { resealTeamviewerPasswords } from '../kiosks/index.js';

/** A rotation that cannot be made as asked; it changed nothing. */
export class KeyRotationRefused extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'KeyRotationRefused';
  }
}

export interface RotationReport {
  /** `DataKey.id` of the old and the new key. */
  from: string;
  to: string;
  personKeys: { rewrapped: number; kept: number };
  teamviewerPasswords: { resealed: number; kept: number };
}

/** The old key, from `OLD_DATA_ENCRYPTION_KEY`. */
function oldKeyOf(text: string | undefined): DataKey {
  if (text === undefined || text.trim() === '')
    throw new KeyRotationRefused(
      'Set OLD_DATA_ENCRYPTION_KEY to the data key the data is sealed with now, and DATA_ENCRYPTION_KEY ' +
        '(or the data folder’s keys/data-encryption.key) to the new one.',
    );
  try {
    return new DataKey(parseKey(text));
  } catch (error) {
    throw new KeyRotationRefused(`OLD_DATA_ENCRYPTION_KEY is not valid: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export interface RotationOptions {
  /** Every table of the application (the composition root's `ENTITIES`): the migrations may run. */
  entities: readonly EntityClass[];
  pgliteDir?: string;
}

export async function rotateDataKey(
  config: AppConfig,
  oldKeyText: string | undefined,
  options: RotationOptions,
): Promise<RotationReport> {
  const from = oldKeyOf(oldKeyText);
  if (config.eventStoreUrl)
    throw new KeyRotationRefused(
      'The events kept in EventStoreDB cannot be rewritten, so their sealed TeamViewer passwords cannot ' +
        'take the new data key: keep the data key, or move the log to PostgreSQL first.',
    );
  const to = loadDataKey(config);
  if (to.id === from.id)
    throw new KeyRotationRefused(
      `The new data key is the old one (${from.id}): set DATA_ENCRYPTION_KEY (or the data folder’s ` +
        'keys/data-encryption.key) to the new key.',
    );
  // Migrations still to run seal what an older log kept in clear with the old key, which the
  // rotation then moves on with the rest.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? pgliteDirFor(config.dataDir),
    entities: options.entities,
    dataKey: from,
  });
  try {
    return await database.dataSource.transaction(async (manager) => ({
      from: from.id,
      to: to.id,
      personKeys: await rewrapPersonKeys(manager, from, to),
      teamviewerPasswords: await resealTeamviewerPasswords(manager, from, to),
    }));
  } catch (error) {
    if (!(error instanceof WrongDataKeyError)) throw error;
    throw new KeyRotationRefused(
      `The old data key (${from.id}) does not open ${error.what}, sealed with ${error.sealedWith ?? 'another key'}: ` +
        'set OLD_DATA_ENCRYPTION_KEY to the key the data is sealed with now. Nothing was changed.',
      { cause: error },
    );
  } finally {
    await database.close();
  }
}
