import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type NumberedKind =
  | 'organization'
  | 'domain'
  | 'facility'
  | 'kiosk'
  | 'resident'
  | 'key_tag'
  | 'config_detail'
  | 'abby_activity'
  | 'media_item'
  | 'memory_album'
  | 'album_item'
  | 'abby_profile'
  | 'abby_profile_detail'
  | 'rollout'
  | 'message'
  | 'message_thread'
  | 'message_blob'
  | 'message_purge'
  | 'message_purge_detail'
  | 'kiosk_playlist'
  | 'kiosk_playlist_item';

/**
 * Numeric ids (the API and the kiosk apps speak numeric ids) come from PostgreSQL sequences
 * before the creating event is written, so the event carries its id and a rebuild never
 * renumbers anything.
 */
@Injectable()
export class IdAllocator {
  constructor(private readonly dataSource: DataSource) {}

  async next(kind: NumberedKind): Promise<number> {
    const rows = (await this.dataSource.query(`SELECT nextval('${kind}_id_seq') AS id`)) as Array<{
      id: string;
    }>;
    return Number(rows[0]?.id);
  }
}
