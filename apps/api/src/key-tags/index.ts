/** The key-tags slice's public face: what other slices and the composition root may use. */
export { KeyTagsModule } from './key-tags.module.js';
export { KeyTagCommandMessage, queueResidentKeyTag } from './key-tag.commands.js';
export { KeyTagsReader } from './key-tags.reader.js';
export { keyTagSchema } from './key-tag.schemas.js';

import { KeyTagRow } from './key-tag.row.js';

/** This slice's read-model tables. */
export const KEY_TAG_ENTITIES = [KeyTagRow];
