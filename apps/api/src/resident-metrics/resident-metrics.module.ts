import { Module } from '@nestjs/common';
import { KiosksModule } from '../kiosks/index.js';
import { ResidentsModule } from '../residents/index.js';
import { SignInsProjection } from './sign-ins.projection.js';
import { ResidentMetricsController } from './resident-metrics.controller.js';
import { ResidentMetricsReader } from './resident-metrics.reader.js';

/**
 * Resident metrics (spec 02 "Resident metrics"; decision 0073): charts computed from the
 * messages', albums', media and users' read models, and the sign-ins projected here.
 */
@Module({
  imports: [ResidentsModule, KiosksModule],
  controllers: [ResidentMetricsController],
  providers: [SignInsProjection, ResidentMetricsReader],
  exports: [ResidentMetricsReader],
})
export class ResidentMetricsModule {}
