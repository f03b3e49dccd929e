export { HistoryButton } from './components/HistoryButton';
export { HistoryScreen } from './components/HistoryScreen';
export { WhoCouldSeeScreen } from './components/WhoCouldSeeScreen';
