import { ResidentsScreen } from '../modules/residents';

export function ResidentManagerPage() {
  return <ResidentsScreen />;
}
