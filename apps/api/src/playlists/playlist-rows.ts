import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { recordedAt, type RecordedEvent } from '@ambient/event-sourcing';

/**
 * The writes every playlist's read model shares (decision 0109): a playlist's row in `playlist`
 * and its entries' rows in `entry`, the entries naming their playlist in `entryOwner`
 * (`albumId`, `playlistId`, `profileId`). The feature's projection maps its events onto them.
 */
export interface PlaylistTables {
  playlist: EntityTarget<ObjectLiteral>;
  entry: EntityTarget<ObjectLiteral>;
  entryOwner: string;
}

const editorOf = (event: RecordedEvent): string | null => event.metadata.userId ?? null;

export class PlaylistRows {
  constructor(private readonly tables: PlaylistTables) {}

  /** A new playlist, made when the event was recorded by `createdBy`. */
  created(
    manager: EntityManager,
    fields: ObjectLiteral,
    event: RecordedEvent,
    createdBy: string | null,
  ): Promise<unknown> {
    return manager.insert(this.tables.playlist, {
      ...fields,
      createDate: recordedAt(event),
      updateBy: createdBy,
    });
  }

  /** The playlist's own fields changed by whoever sent the event. */
  edited(manager: EntityManager, id: number, fields: ObjectLiteral, event: RecordedEvent): Promise<unknown> {
    return manager.update(this.tables.playlist, { id }, { ...fields, updateBy: editorOf(event) });
  }

  /** Made the active one, by whoever sent the event. */
  activated(manager: EntityManager, id: number, event: RecordedEvent): Promise<unknown> {
    return this.edited(manager, id, { isActive: true }, event);
  }

  /** Replaced as the active one. */
  deactivated(manager: EntityManager, id: number): Promise<unknown> {
    return manager.update(this.tables.playlist, { id }, { isActive: false });
  }

  /** The cover picture chosen. */
  cover(manager: EntityManager, id: number, mediaItemId: number): Promise<unknown> {
    return manager.update(this.tables.playlist, { id }, { coverMediaItemId: mediaItemId });
  }

  /** New entries, added when the event was recorded. */
  async added(
    manager: EntityManager,
    id: number,
    entries: ReadonlyArray<{ id: number } & ObjectLiteral>,
    event: RecordedEvent,
  ): Promise<void> {
    const addDate = recordedAt(event);
    await manager.insert(
      this.tables.entry,
      entries.map(({ id: entryId, ...fields }) => ({
        id: entryId,
        [this.tables.entryOwner]: id,
        ...fields,
        addDate,
      })),
    );
  }

  /** Entries removed by their ids. */
  async removed(manager: EntityManager, entryIds: readonly number[]): Promise<void> {
    await manager.delete(
      this.tables.entry,
      entryIds.map((entryId) => ({ id: entryId })),
    );
  }

  /** The playlist and its entries gone. */
  async deleted(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(this.tables.entry, { [this.tables.entryOwner]: id });
    await manager.delete(this.tables.playlist, { id });
  }
}
