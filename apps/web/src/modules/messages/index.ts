export { MessagesScreen } from './components/MessagesScreen';
export { requestCompose } from './state/compose-request.state';
export * from './api/messages.endpoints';
