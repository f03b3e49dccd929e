/** The hierarchy slice's public face: what other slices and the composition root may use. */
export { HierarchyModule } from './hierarchy.module.js';
export { DomainsReader } from './domains/domains.reader.js';
export { FacilitiesReader, facilityCode } from './facilities/facilities.reader.js';
export { HierarchyReader } from './hierarchy.reader.js';
export { facilityOptionSchema, kioskSummarySchema, residentSummarySchema } from './hierarchy.schemas.js';
export { HierarchyCommandMessage } from './hierarchy.commands.js';
export { OrganizationsReader } from './organizations/organizations.reader.js';

import { OrganizationRow } from './organizations/organization.row.js';
import { DomainRow } from './domains/domain.row.js';
import { FacilityRow } from './facilities/facility.row.js';

/** This slice's read-model tables. */
export const HIERARCHY_ENTITIES = [OrganizationRow, DomainRow, FacilityRow];
