export { MessagePurgesScreen } from './components/MessagePurgesScreen';
