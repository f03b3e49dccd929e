/** The kiosks slice's public face: what other slices and the composition root may use. */
export { KiosksModule } from './kiosks.module.js';
export { KioskCommandMessage } from './kiosk.commands.js';
export { kioskSchema } from './kiosk.schemas.js';
export { LANGUAGES } from './kiosks.controller.js';
export { KiosksReader, KIOSK_SORT } from './kiosks.reader.js';

import { KioskRow } from './kiosk.row.js';

/** This slice's read-model tables. */
export const KIOSK_ENTITIES = [KioskRow];
export { resealTeamviewerPasswords } from './teamviewer-password.js';
