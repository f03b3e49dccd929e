import { ResidentsScreen } from '../modules/residents/components/ResidentsScreen';

export function ResidentManagerPage() {
  return <ResidentsScreen />;
}
