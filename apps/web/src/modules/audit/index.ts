export { EventLogScreen } from './event-logs';
export { HistoryButton, HistoryScreen, WhoCouldSeeScreen } from './history';
