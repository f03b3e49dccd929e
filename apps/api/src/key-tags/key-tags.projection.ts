import type { EntityManager } from 'typeorm';
import type { KeyTagEvent } from '@ambient/core';
import { ReadModelProjection, type Projection, type RecordedEvent } from '@ambient/event-sourcing';
import { KeyTagRow } from './key-tag.row.js';

/** Projects key tag events into `key_tags`: each mapping with the resident it is assigned to. */
@ReadModelProjection()
export class KeyTagsProjection implements Projection {
  readonly name = 'key-tags';
  readonly tables = ['key_tags'];
  readonly handles: ReadonlySet<string> = new Set<KeyTagEvent['type']>([
    'KeyTagCreated',
    'KeyTagUpdated',
    'KeyTagResidentAssigned',
    'KeyTagResidentUnassigned',
    'KeyTagDeleted',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as KeyTagEvent;
    const at = new Date(recorded.metadata.at);
    switch (event.type) {
      case 'KeyTagCreated': {
        const { keyTagId, ...fields } = event.data;
        await manager.insert(KeyTagRow, {
          id: keyTagId,
          ...fields,
          residentId: null,
          createDate: at,
          updateDate: at,
        });
        return;
      }
      case 'KeyTagUpdated': {
        const { keyTagId, ...fields } = event.data;
        await manager.update(KeyTagRow, { id: keyTagId }, { ...fields, updateDate: at });
        return;
      }
      case 'KeyTagResidentAssigned':
        await manager.update(
          KeyTagRow,
          { id: event.data.keyTagId },
          { residentId: event.data.residentId, updateDate: at },
        );
        return;
      case 'KeyTagResidentUnassigned':
        await manager.update(KeyTagRow, { id: event.data.keyTagId }, { residentId: null, updateDate: at });
        return;
      case 'KeyTagDeleted':
        await manager.delete(KeyTagRow, { id: event.data.keyTagId });
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
