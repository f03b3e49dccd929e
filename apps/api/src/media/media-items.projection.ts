import type { MediaItemEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { MediaItemRow } from './media-item.row.js';

/** Projects the Genie media items into `media_items`, with the events (decision 0039). */
@ReadModelProjection()
export class MediaItemsProjection extends EventProjection<MediaItemEvent> {
  readonly name = 'media_items';
  readonly tables = ['media_items'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<MediaItemEvent> = {
    MediaItemAdded: (data, event, manager) =>
      manager.insert(MediaItemRow, {
        id: data.mediaItemId,
        container: data.container,
        kind: data.kind,
        blobKey: data.key,
        contentType: data.contentType,
        size: String(data.size),
        duration: data.duration,
        title: data.title,
        description: data.description,
        kioskFolder: data.kioskFolder,
        addedBy: data.addedBy,
        createDate: recordedAt(event),
        processing: data.kind === 'audio' ? 'ready' : 'pending',
        processingError: null,
        playableKey: null,
        hasThumbnail: false,
        pathTypeId: data.pathTypeId ?? null,
      }),
    MediaItemProcessed: (data, _event, manager) =>
      manager.update(
        MediaItemRow,
        { id: data.mediaItemId },
        {
          processing: 'ready',
          processingError: null,
          playableKey: data.playableKey,
          hasThumbnail: data.thumbnail,
        },
      ),
    MediaItemProcessingFailed: (data, _event, manager) =>
      manager.update(
        MediaItemRow,
        { id: data.mediaItemId },
        { processing: 'failed', processingError: data.error },
      ),
    MediaItemEdited: (data, _event, manager) =>
      manager.update(
        MediaItemRow,
        { id: data.mediaItemId },
        { title: data.title, description: data.description, kioskFolder: data.kioskFolder },
      ),
    MediaItemDeleted: (data, _event, manager) => manager.delete(MediaItemRow, { id: data.mediaItemId }),
  };
}
