import { FacilitiesScreen } from '../modules/hierarchy';

export function FacilitiesPage() {
  return <FacilitiesScreen />;
}
