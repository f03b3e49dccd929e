export { OrganizationsScreen } from './organizations';
export { DomainsScreen } from './domains';
export { FacilitiesScreen } from './facilities';
export * from './api/hierarchy.endpoints';
