export { EventLogScreen } from './components/EventLogScreen';
