import { Injectable } from '@nestjs/common';
import type { CommandContext, UnitOfWork } from '@ambient/event-sourcing';

/** What a slice above this one does when a Genie release is recorded (the fleet tells the Genies). */
export interface GenieReleaseListener {
  /**
   * Records, in the release's unit of work, what the release causes (so both are one append), and
   * answers what to do once it is committed.
   */
  genieReleased(
    unit: UnitOfWork,
    level: number,
    context: CommandContext,
  ): Promise<(context: CommandContext) => Promise<void>>;
}

/**
 * Where slices that know the kiosks hear of Genie releases, so this slice needs none of them:
 * a listener registers itself at start-up and is called, in turn, inside each release's unit of
 * work (with the release's command context, so what it records joins the release's correlation).
 */
@Injectable()
export class GenieReleaseListeners {
  private readonly listeners: GenieReleaseListener[] = [];

  listen(listener: GenieReleaseListener): void {
    this.listeners.push(listener);
  }

  /** Records what every listener records for the release; answers what they do once it is committed. */
  async released(
    unit: UnitOfWork,
    level: number,
    context: CommandContext,
  ): Promise<(context: CommandContext) => Promise<void>> {
    const after: Array<(context: CommandContext) => Promise<void>> = [];
    for (const listener of this.listeners) after.push(await listener.genieReleased(unit, level, context));
    return async (told) => {
      for (const each of after) await each(told);
    };
  }
}
