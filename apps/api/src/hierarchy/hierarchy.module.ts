import { Module } from '@nestjs/common';
import { DOMAIN_COMMAND_HANDLERS } from './domains/domain.commands.js';
import { DomainsController } from './domains/domains.controller.js';
import { DomainsProjection } from './domains/domains.projection.js';
import { DomainsReader } from './domains/domains.reader.js';
import { FACILITY_COMMAND_HANDLERS } from './facilities/facility.commands.js';
import { FacilitiesController } from './facilities/facilities.controller.js';
import { FacilitiesProjection } from './facilities/facilities.projection.js';
import { FacilitiesReader } from './facilities/facilities.reader.js';
import { HierarchyReader } from './hierarchy.reader.js';
import { ORGANIZATION_COMMAND_HANDLERS } from './organizations/organization.commands.js';
import { OrganizationsController } from './organizations/organizations.controller.js';
import { OrganizationsProjection } from './organizations/organizations.projection.js';
import { OrganizationsReader } from './organizations/organizations.reader.js';

/** Organizations, domains and facilities: the tree every kiosk hangs from (spec 01). */
@Module({
  controllers: [OrganizationsController, DomainsController, FacilitiesController],
  providers: [
    ...ORGANIZATION_COMMAND_HANDLERS,
    ...DOMAIN_COMMAND_HANDLERS,
    ...FACILITY_COMMAND_HANDLERS,
    OrganizationsProjection,
    DomainsProjection,
    FacilitiesProjection,
    OrganizationsReader,
    DomainsReader,
    FacilitiesReader,
    HierarchyReader,
  ],
  exports: [HierarchyReader, FacilitiesReader],
})
export class HierarchyModule {}
