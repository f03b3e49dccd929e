import { OrganizationsScreen } from '../modules/hierarchy';

export function OrganizationsPage() {
  return <OrganizationsScreen />;
}
