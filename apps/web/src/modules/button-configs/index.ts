export { ButtonConfigsScreen } from './components/ButtonConfigsScreen';
