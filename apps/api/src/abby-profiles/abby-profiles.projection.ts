import type { AbbyProfileEvent } from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import { PlaylistRows } from '../playlists/index.js';
import { AbbyProfileDetailRow, AbbyProfileRow } from './abby-profile.row.js';

const rows = new PlaylistRows({
  playlist: AbbyProfileRow,
  entry: AbbyProfileDetailRow,
  entryOwner: 'profileId',
});

/** Projects the Abby profiles into `abby_profiles` and their details, with the events (decision 0075). */
@ReadModelProjection()
export class AbbyProfilesProjection extends EventProjection<AbbyProfileEvent> {
  readonly name = 'abby_profiles';
  readonly tables = ['abby_profiles', 'abby_profile_details'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<AbbyProfileEvent> = {
    AbbyProfileCreated: (data, event, manager) =>
      rows.created(
        manager,
        {
          id: data.profileId,
          residentId: data.residentId,
          kioskId: data.kioskId,
          name: data.name,
          description: data.description,
          isActive: false,
        },
        event,
        data.createdBy,
      ),
    AbbyProfileEdited: (data, event, manager) =>
      rows.edited(manager, data.profileId, { name: data.name, description: data.description }, event),
    AbbyProfileActivated: (data, event, manager) => rows.activated(manager, data.profileId, event),
    AbbyProfileDeactivated: (data, _event, manager) => rows.deactivated(manager, data.profileId),
    AbbyProfileDetailsAdded: (data, event, manager) =>
      rows.added(
        manager,
        data.profileId,
        data.details.map((detail) => ({ id: detail.detailId, mediaFileId: detail.mediaFileId })),
        event,
      ),
    AbbyProfileDetailsRemoved: (data, _event, manager) =>
      rows.removed(
        manager,
        data.details.map((detail) => detail.detailId),
      ),
    AbbyProfileDeleted: (data, _event, manager) => rows.deleted(manager, data.profileId),
  };
}
