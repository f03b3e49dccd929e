export { FacilitiesScreen } from './components/FacilitiesScreen';
