/** The message purges slice's public face (decision 0070). */
export { MessagePurgesModule, MESSAGE_PURGE_SCHEDULE } from './message-purges.module.js';
export { MessagePurger } from './message-purger.js';
export { MessagePurgesReader } from './message-purges.reader.js';
import { MessagePurgeDetailRow, MessagePurgeRow } from './message-purge.rows.js';

/** This slice's read-model tables. */
export const MESSAGE_PURGE_ENTITIES = [MessagePurgeRow, MessagePurgeDetailRow];
