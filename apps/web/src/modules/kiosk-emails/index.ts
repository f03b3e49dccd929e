export { KioskEmailsScreen } from './components/KioskEmailsScreen';
export * from './api/kiosk-emails.endpoints';
