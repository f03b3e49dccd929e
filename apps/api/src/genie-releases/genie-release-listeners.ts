import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@ambient/event-sourcing';

/** What a slice above this one does once a Genie release is recorded (the fleet tells the Genies). */
export interface GenieReleaseListener {
  genieReleased(level: number, context: CommandContext): Promise<void>;
}

/**
 * Where slices that know the kiosks hear of Genie releases, so this slice needs none of them:
 * a listener registers itself at start-up and is called, in turn, after each release is recorded
 * (with the release's command context, so what it records joins the release's correlation).
 */
@Injectable()
export class GenieReleaseListeners {
  private readonly listeners: GenieReleaseListener[] = [];

  listen(listener: GenieReleaseListener): void {
    this.listeners.push(listener);
  }

  async released(level: number, context: CommandContext): Promise<void> {
    for (const listener of this.listeners) await listener.genieReleased(level, context);
  }
}
