import { OrganizationsScreen } from '../modules/organizations';

export function OrganizationsPage() {
  return <OrganizationsScreen />;
}
