export { FleetScreen } from './components/FleetScreen';
export { fleetSearchOf, type FleetFilters } from './utils/fleet-filters.util';
export * from './api/device-credentials.endpoints';
export * from './api/fleet.endpoints';
