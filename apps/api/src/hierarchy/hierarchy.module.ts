import { Module } from '@nestjs/common';
import { DomainsController } from './domains/domains.controller.js';
import { DomainsProjection } from './domains/domains.projection.js';
import { DomainsReader } from './domains/domains.reader.js';
import { FacilitiesController } from './facilities/facilities.controller.js';
import { FacilitiesProjection } from './facilities/facilities.projection.js';
import { FacilitiesReader } from './facilities/facilities.reader.js';
import { HierarchyCommandHandler } from './hierarchy.commands.js';
import { HierarchyReader } from './hierarchy.reader.js';
import { OrganizationsController } from './organizations/organizations.controller.js';
import { OrganizationsProjection } from './organizations/organizations.projection.js';
import { OrganizationsReader } from './organizations/organizations.reader.js';

/** Organizations, domains and facilities: the tree every kiosk hangs from (spec 01). */
@Module({
  controllers: [OrganizationsController, DomainsController, FacilitiesController],
  providers: [
    HierarchyCommandHandler,
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
