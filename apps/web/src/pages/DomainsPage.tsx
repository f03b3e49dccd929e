import { DomainsScreen } from '../modules/domains';

export function DomainsPage() {
  return <DomainsScreen />;
}
