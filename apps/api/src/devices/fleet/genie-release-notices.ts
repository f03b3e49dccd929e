import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { CommandContext, UnitOfWork } from '@ambient/event-sourcing';
import { UPDATE_NOTIFIER, type UpdateNotifier } from '../../abby-updates/index.js';
import { GenieReleaseListeners, type GenieReleaseListener } from '../../genie-releases/index.js';
import { FleetReader } from './fleet.reader.js';

/**
 * A Genie release concerns every Genie (spec 01 §2.11): each is told, through the same notifier as
 * the Abby releases (a notice recorded in the release's append, then the `kiosks.updateAvailable`
 * job through the device gateway, decision 0030), that the release's level is available.
 */
@Injectable()
export class GenieReleaseNotices implements GenieReleaseListener, OnModuleInit {
  constructor(
    private readonly releases: GenieReleaseListeners,
    private readonly fleet: FleetReader,
    @Inject(UPDATE_NOTIFIER) private readonly notifier: UpdateNotifier,
  ) {}

  onModuleInit(): void {
    this.releases.listen(this);
  }

  async genieReleased(
    unit: UnitOfWork,
    level: number,
    context: CommandContext,
  ): Promise<(context: CommandContext) => Promise<void>> {
    const serialNumbers = await this.fleet.serialsOf('genie');
    return this.notifier.noticeIn(unit, serialNumbers, 'genieUpdate', level, context);
  }
}
