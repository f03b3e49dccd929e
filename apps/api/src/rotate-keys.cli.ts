/**
 * `npm run keys:rotate`: moves the data sealed with the data key (people's keys, TeamViewer
 * passwords) from the old key (`OLD_DATA_ENCRYPTION_KEY`) to the new one (`DATA_ENCRYPTION_KEY`,
 * or the data folder's key file), in one transaction (decision 0024). Stop every API instance
 * first; on PGlite, whose files one process at a time may open, it refuses while the API runs.
 */
import 'reflect-metadata';
import { loadConfig } from './config/app-config.js';
import { PgliteFilesInUseError } from './database/database.js';
import { ENTITIES } from './entities.js';
import { KeyRotationRefused, rotateDataKey } from './privacy/data-key-rotation.js';

try {
  const report = await rotateDataKey(loadConfig(), process.env.OLD_DATA_ENCRYPTION_KEY, {
    entities: ENTITIES,
  });
  console.log(
    `Moved from data key ${report.from} to ${report.to}: ${report.personKeys.rewrapped} people's keys ` +
      `wrapped again (${report.personKeys.kept} were already), ${report.teamviewerPasswords.resealed} ` +
      `TeamViewer passwords sealed again (${report.teamviewerPasswords.kept} were already). ` +
      'Start the API with the new key; keep the old one only as long as backups made before need it.',
  );
} catch (error) {
  if (!(error instanceof PgliteFilesInUseError || error instanceof KeyRotationRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
