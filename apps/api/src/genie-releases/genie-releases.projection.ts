import type { GenieUpdateEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  type ProjectionHandlers,
  recordedAt,
} from '@ambient/event-sourcing';
import { GenieReleaseRow } from './genie-release.row.js';

/** Projects Genie releases into `genie_releases`. */
@ReadModelProjection()
export class GenieReleasesProjection extends EventProjection<GenieUpdateEvent> {
  readonly name = 'genie_releases';
  readonly tables = ['genie_releases'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<GenieUpdateEvent> = {
    GenieUpdateReleased: (data, event, manager) =>
      manager.insert(GenieReleaseRow, {
        level: data.level,
        fileName: data.fileName,
        size: String(data.size),
        storedAs: data.storedAs,
        releasedByUserId: event.metadata.userId,
        releasedAt: recordedAt(event),
      }),
  };
}
