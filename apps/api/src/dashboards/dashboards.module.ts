import { Module } from '@nestjs/common';
import { KiosksModule } from '../kiosks/index.js';
import { FleetModule } from '../devices/index.js';
import { ResidentsModule } from '../residents/index.js';
import { UsersModule } from '../users/index.js';
import { ContactLinksController } from './contact-links.controller.js';
import { DashboardUsersController } from './dashboard-users.controller.js';
import { KioskDashboardController } from './kiosk-dashboard.controller.js';

/**
 * The kiosk and resident dashboards' reads and their contact additions: above kiosks, residents
 * and users, so none of those needs the others' internals.
 */
@Module({
  imports: [KiosksModule, ResidentsModule, UsersModule, FleetModule],
  controllers: [KioskDashboardController, DashboardUsersController, ContactLinksController],
})
export class DashboardsModule {}
