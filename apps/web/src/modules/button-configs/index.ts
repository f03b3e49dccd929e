export { ButtonConfigsScreen } from './components/ButtonConfigsScreen';
export * from './api/button-configs.endpoints';
