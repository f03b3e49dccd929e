import type { KeyTagEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { KeyTagRow } from './key-tag.row.js';

/** Projects key tag events into `key_tags`: each mapping with the resident it is assigned to. */
@ReadModelProjection()
export class KeyTagsProjection extends EventProjection<KeyTagEvent> {
  readonly name = 'key-tags';
  readonly tables = ['key_tags'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<KeyTagEvent> = {
    KeyTagCreated: ({ keyTagId, ...fields }, event, manager) =>
      manager.insert(KeyTagRow, {
        id: keyTagId,
        ...fields,
        residentId: null,
        createDate: recordedAt(event),
        updateDate: recordedAt(event),
      }),
    KeyTagUpdated: ({ keyTagId, ...fields }, event, manager) =>
      manager.update(KeyTagRow, { id: keyTagId }, { ...fields, updateDate: recordedAt(event) }),
    KeyTagResidentAssigned: ({ keyTagId, residentId }, event, manager) =>
      manager.update(KeyTagRow, { id: keyTagId }, { residentId, updateDate: recordedAt(event) }),
    KeyTagResidentUnassigned: ({ keyTagId }, event, manager) =>
      manager.update(KeyTagRow, { id: keyTagId }, { residentId: null, updateDate: recordedAt(event) }),
    KeyTagDeleted: ({ keyTagId }, _event, manager) => manager.delete(KeyTagRow, { id: keyTagId }),
  };
}
