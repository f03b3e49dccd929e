import type { FacilityEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  type ProjectionHandlers,
  recordedAt,
} from '@ambient/event-sourcing';
import { FacilityRow } from './facility.row.js';

/** Projects facility events into `facilities`, including which domain each belongs to. */
@ReadModelProjection()
export class FacilitiesProjection extends EventProjection<FacilityEvent> {
  readonly name = 'facilities';
  readonly tables = ['facilities'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<FacilityEvent> = {
    FacilityCreated: ({ facilityId, ...fields }, event, manager) =>
      manager.insert(FacilityRow, { id: facilityId, ...fields, createDate: recordedAt(event) }),
    FacilityUpdated: ({ facilityId, ...fields }, _event, manager) =>
      manager.update(FacilityRow, { id: facilityId }, fields),
    FacilityDomainChanged: ({ facilityId, domainId }, _event, manager) =>
      manager.update(FacilityRow, { id: facilityId }, { domainId }),
    FacilityDeleted: ({ facilityId }, _event, manager) => manager.delete(FacilityRow, { id: facilityId }),
  };
}
