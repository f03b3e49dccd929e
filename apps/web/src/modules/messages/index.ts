export { MessagesScreen } from './components/MessagesScreen';
