import { MessagePurgesScreen } from '../modules/message-purges';

/** Message Purges (/messagePurges): what the scheduled purge of old messages did. */
export const MessagePurgesPage = () => <MessagePurgesScreen />;
