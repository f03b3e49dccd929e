import { OrganizationsScreen } from '../modules/organizations/components/OrganizationsScreen';

export function OrganizationsPage() {
  return <OrganizationsScreen />;
}
