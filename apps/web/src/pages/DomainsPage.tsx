import { DomainsScreen } from '../modules/domains/components/DomainsScreen';

export function DomainsPage() {
  return <DomainsScreen />;
}
