import type { AbbyProfileEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { AbbyProfileDetailRow, AbbyProfileRow } from './abby-profile.row.js';

/** Projects the Abby profiles into `abby_profiles` and their details, with the events (decision 0075). */
@ReadModelProjection()
export class AbbyProfilesProjection extends EventProjection<AbbyProfileEvent> {
  readonly name = 'abby_profiles';
  readonly tables = ['abby_profiles', 'abby_profile_details'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<AbbyProfileEvent> = {
    AbbyProfileCreated: (data, event, manager) =>
      manager.insert(AbbyProfileRow, {
        id: data.profileId,
        residentId: data.residentId,
        kioskId: data.kioskId,
        name: data.name,
        description: data.description,
        isActive: false,
        createDate: recordedAt(event),
        updateBy: data.createdBy,
      }),
    AbbyProfileEdited: (data, event, manager) =>
      manager.update(
        AbbyProfileRow,
        { id: data.profileId },
        { name: data.name, description: data.description, updateBy: event.metadata.userId ?? null },
      ),
    AbbyProfileActivated: (data, event, manager) =>
      manager.update(
        AbbyProfileRow,
        { id: data.profileId },
        { isActive: true, updateBy: event.metadata.userId ?? null },
      ),
    AbbyProfileDeactivated: (data, _event, manager) =>
      manager.update(AbbyProfileRow, { id: data.profileId }, { isActive: false }),
    AbbyProfileDetailsAdded: async (data, event, manager) => {
      await manager.insert(
        AbbyProfileDetailRow,
        data.details.map((detail) => ({
          id: detail.detailId,
          profileId: data.profileId,
          mediaFileId: detail.mediaFileId,
          addDate: recordedAt(event),
        })),
      );
    },
    AbbyProfileDetailsRemoved: async (data, _event, manager) => {
      await manager.delete(
        AbbyProfileDetailRow,
        data.details.map((detail) => ({ id: detail.detailId })),
      );
    },
    AbbyProfileDeleted: async (data, _event, manager) => {
      await manager.delete(AbbyProfileDetailRow, { profileId: data.profileId });
      await manager.delete(AbbyProfileRow, { id: data.profileId });
    },
  };
}
