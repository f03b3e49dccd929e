export { MessagesModule } from './messages.module.js';
export { MessagesReader } from './messages.reader.js';
export { MessageCommandMessage } from './message.commands.js';
import { FacilityInboxRow, MessageBlobRow, MessageRow, MessageThreadRow } from './message.row.js';

export { MessageBlobRow, MessageRow, MessageThreadRow };
export const MESSAGE_ENTITIES = [MessageRow, MessageBlobRow, MessageThreadRow, FacilityInboxRow];
