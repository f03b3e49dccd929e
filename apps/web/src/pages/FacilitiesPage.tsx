import { FacilitiesScreen } from '../modules/facilities/components/FacilitiesScreen';

export function FacilitiesPage() {
  return <FacilitiesScreen />;
}
