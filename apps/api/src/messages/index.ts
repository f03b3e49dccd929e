export { MessagesModule } from './messages.module.js';
export { MessagesReader } from './messages.reader.js';
export { MessageCommandMessage } from './message.commands.js';
/** A medium as the kiosk routes answer it (decision 0078): messages' and Geniegrams' alike. */
export { kioskMediaShape } from './kiosk-messages.schemas.js';
import { FacilityInboxRow, MessageBlobRow, MessageRow, MessageThreadRow } from './message.row.js';

export { MessageBlobRow, MessageRow, MessageThreadRow };
export const MESSAGE_ENTITIES = [MessageRow, MessageBlobRow, MessageThreadRow, FacilityInboxRow];
