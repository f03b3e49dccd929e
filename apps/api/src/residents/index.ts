/** The residents slice's public face: what other slices and the composition root may use. */
export { ResidentsModule } from './residents.module.js';
export { ResidentCommandMessage } from './resident.commands.js';
export { ResidentsReader, RESIDENT_SORT } from './residents.reader.js';
export { residentPictureFolder } from './residents.controller.js';

import { ResidentRow } from './resident.row.js';

/** This slice's read-model tables. */
export const RESIDENT_ENTITIES = [ResidentRow];
