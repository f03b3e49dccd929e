/** The button-configs slice's public face: what other slices and the composition root may use. */
export { ButtonConfigsModule } from './button-configs.module.js';
export { ButtonConfigsReader } from './button-configs.reader.js';
export { ButtonConfigCommandMessage } from './button-config.commands.js';
export { buttonConfigSchema } from './button-config.schemas.js';

import { ConfigDetailRow } from './config-detail.row.js';

/** This slice's read-model tables. */
export const BUTTON_CONFIG_ENTITIES = [ConfigDetailRow];
