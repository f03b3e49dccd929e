import { FacilitiesScreen } from '../modules/facilities';

export function FacilitiesPage() {
  return <FacilitiesScreen />;
}
