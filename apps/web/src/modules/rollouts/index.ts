export { RolloutsScreen } from './components/RolloutsScreen';
