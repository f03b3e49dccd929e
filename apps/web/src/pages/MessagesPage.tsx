import { MessagesScreen } from '../modules/messages';

/** The Message manager (/messageManager): messages between residents and their contacts. */
export const MessagesPage = () => <MessagesScreen />;
