export { OrganizationsScreen } from './components/OrganizationsScreen';
