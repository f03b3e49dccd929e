import { DomainsScreen } from '../modules/hierarchy';

export function DomainsPage() {
  return <DomainsScreen />;
}
