export { KioskEmailsScreen } from './components/KioskEmailsScreen';
