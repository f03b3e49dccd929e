/** The devices slice's fleet part: what its other parts and the slice's face (../index.ts) export. */
export { FleetModule } from './fleet.module.js';
export { FleetReader } from './fleet.reader.js';
import { KioskStatusRow } from './kiosk-status.row.js';

export { KioskStatusRow };
export const FLEET_ENTITIES = [KioskStatusRow];
