import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ButtonConfigEvent } from '@ambient/core';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../event-sourcing/projection.js';
import { ConfigDetailRow } from './config-detail.row.js';

/** Projects the button configurations' detail events into `config_details`. */
@Injectable()
export class ButtonConfigsProjection implements Projection {
  readonly name = 'button-configs';
  readonly tables = ['config_details'];
  readonly handles: ReadonlySet<string> = new Set<ButtonConfigEvent['type']>([
    'ConfigDetailAdded',
    'ConfigDetailChanged',
    'ConfigDetailRemoved',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as ButtonConfigEvent;
    switch (event.type) {
      case 'ConfigDetailAdded': {
        const { configDetailId, ...fields } = event.data;
        await manager.insert(ConfigDetailRow, { id: configDetailId, ...fields });
        return;
      }
      case 'ConfigDetailChanged': {
        const { configDetailId, ...fields } = event.data;
        await manager.update(ConfigDetailRow, { id: configDetailId }, fields);
        return;
      }
      case 'ConfigDetailRemoved':
        await manager.delete(ConfigDetailRow, { id: event.data.configDetailId });
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
