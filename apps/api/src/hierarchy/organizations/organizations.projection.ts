import type { OrganizationEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  type ProjectionHandlers,
  recordedAt,
} from '@ambient/event-sourcing';
import { OrganizationRow } from './organization.row.js';

/** Projects organization events into `organizations`. */
@ReadModelProjection()
export class OrganizationsProjection extends EventProjection<OrganizationEvent> {
  readonly name = 'organizations';
  readonly tables = ['organizations'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<OrganizationEvent> = {
    OrganizationCreated: ({ organizationId, name }, event, manager) =>
      manager.insert(OrganizationRow, { id: organizationId, name, createDate: recordedAt(event) }),
    OrganizationRenamed: ({ organizationId, name }, _event, manager) =>
      manager.update(OrganizationRow, { id: organizationId }, { name }),
    OrganizationDeleted: ({ organizationId }, _event, manager) =>
      manager.delete(OrganizationRow, { id: organizationId }),
  };
}
