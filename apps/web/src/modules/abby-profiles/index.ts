export { AbbyProfilesScreen } from './components/AbbyProfilesScreen';
