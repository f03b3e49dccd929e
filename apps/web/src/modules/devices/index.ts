export { FleetScreen } from './components/FleetScreen';
export { fleetSearchOf, type FleetFilters } from './utils/fleet-filters.util';
