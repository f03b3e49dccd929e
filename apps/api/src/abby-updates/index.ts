/** The abby-updates slice's public face: what other slices and the composition root may use. */
export { AbbyUpdatesModule } from './abby-updates.module.js';
export { AbbyUpdateCommandMessage } from './abby-update.commands.js';
export { AbbyUpdatesReader } from './abby-updates.reader.js';
export { AbbyUpdatesSeeder } from './abby-updates.seeder.js';
export { UPDATE_NOTIFIER, type UpdateNotifier } from './update-notifier.js';

import {
  AbbyActivityReleaseRow,
  AbbyActivityRow,
  AbbyOverrideKioskRow,
  AbbyUpdateZipRow,
} from './abby-update.rows.js';

/** This slice's read-model tables. */
export const ABBY_UPDATE_ENTITIES = [
  AbbyActivityRow,
  AbbyActivityReleaseRow,
  AbbyUpdateZipRow,
  AbbyOverrideKioskRow,
];
