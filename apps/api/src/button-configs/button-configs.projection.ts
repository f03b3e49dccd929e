import type { ButtonConfigEvent } from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import { ConfigDetailRow } from './config-detail.row.js';

/** Projects the button configurations' detail events into `config_details`. */
@ReadModelProjection()
export class ButtonConfigsProjection extends EventProjection<ButtonConfigEvent> {
  readonly name = 'button-configs';
  readonly tables = ['config_details'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<ButtonConfigEvent> = {
    ConfigDetailAdded: ({ configDetailId, ...fields }, _event, manager) =>
      manager.insert(ConfigDetailRow, { id: configDetailId, ...fields }),
    ConfigDetailChanged: ({ configDetailId, ...fields }, _event, manager) =>
      manager.update(ConfigDetailRow, { id: configDetailId }, fields),
    ConfigDetailRemoved: ({ configDetailId }, _event, manager) =>
      manager.delete(ConfigDetailRow, { id: configDetailId }),
  };
}
