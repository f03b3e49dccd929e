import { Module } from '@nestjs/common';
import { AbbyUpdatesModule } from '../abby-updates/index.js';
import { FleetModule } from '../devices/index.js';
import { GenieReleasesModule } from '../genie-releases/index.js';
import { ReleaseRolloutStarterService } from './release-rollout-starter.js';
import { RolloutCommandHandler } from './rollout.commands.js';
import { RolloutObserver } from './rollout-observer.js';
import { RolloutPlanner } from './rollout-planner.js';
import { RolloutsController } from './rollouts.controller.js';
import { RolloutsProjection } from './rollouts.projection.js';
import { RolloutsReader } from './rollouts.reader.js';

/** Phased rollouts of releases to the fleet (issue 10 point 5; decision 0052). */
@Module({
  imports: [AbbyUpdatesModule, FleetModule, GenieReleasesModule],
  controllers: [RolloutsController],
  providers: [
    ReleaseRolloutStarterService,
    RolloutCommandHandler,
    RolloutObserver,
    RolloutPlanner,
    RolloutsProjection,
    RolloutsReader,
  ],
})
export class RolloutsModule {}
