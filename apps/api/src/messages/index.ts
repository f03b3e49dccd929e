export { MessagesModule } from './messages.module.js';
export { MessagesReader } from './messages.reader.js';
export { MessageCommandMessage } from './message.commands.js';
/** The clock held messages are released by (a test moves it to a facility's next day). */
export { ReleaseClock } from './inbox.js';
/** A medium as the kiosk routes answer it (decision 0078): messages' and Geniegrams' alike. */
export { kioskMediaShape } from './kiosk-messages.schemas.js';
import { FacilityInboxRow, MessageBlobRow, MessageRow, MessageThreadRow } from './message.row.js';

export { MessageBlobRow, MessageRow, MessageThreadRow };
export const MESSAGE_ENTITIES = [MessageRow, MessageBlobRow, MessageThreadRow, FacilityInboxRow];
