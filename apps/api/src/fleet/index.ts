/** The fleet slice's public face. */
export { FleetModule } from './fleet.module.js';
export { FleetReader } from './fleet.reader.js';
import { KioskStatusRow } from './kiosk-status.row.js';

export { KioskStatusRow };
export const FLEET_ENTITIES = [KioskStatusRow];
