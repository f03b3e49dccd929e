import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PERSONAL_DATA } from '@ambient/core';
import { PersonalDataCodec, PersonKeys, SEALED_FIELDS } from '@ambient/event-sourcing';
import { dataKeyFor } from '../data-key.js';

const BATCH = 500;

/**
 * People's personal data in the stored events is sealed under each person's own key (decision
 * 0024), as the event store's codec seals new events. In this migration's one transaction, every
 * stored event of a type with personal fields that is not sealed yet gets, in place of those
 * fields, the sealed form the codec would have written; each person's key is made in
 * `person_keys` as it is first needed. Ids, streams, versions, positions, metadata and every other
 * field stay as they were. Read through the codec, each event gives back exactly what it held.
 */
export class PersonalDataSealed1796100000300 implements MigrationInterface {
  name = 'PersonalDataSealed1796100000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const types = [...PERSONAL_DATA.keys()];
    let after = '0';
    for (;;) {
      const rows = (await queryRunner.query(
        `SELECT global_position, type, data FROM event_store
          WHERE global_position > $1 AND type = ANY($2::text[]) AND NOT data ? $3
          ORDER BY global_position LIMIT ${BATCH}`,
        [after, types, SEALED_FIELDS],
      )) as Array<{ global_position: string; type: string; data: unknown }>;
      if (rows.length === 0) return;
      after = rows[rows.length - 1]!.global_position;
      const key = dataKeyFor(queryRunner.connection);
      if (!key) throw new Error('Sealing the personal data of stored events needs the data encryption key');
      const codec = new PersonalDataCodec(PERSONAL_DATA, new PersonKeys(queryRunner, key));
      const sealed = await codec.seal(rows, queryRunner);
      const changed = rows.flatMap((row, i) =>
        sealed[i] === row.data ? [] : [{ position: row.global_position, data: JSON.stringify(sealed[i]) }],
      );
      if (changed.length > 0)
        await queryRunner.query(
          `UPDATE event_store e SET data = v.data
             FROM unnest($1::bigint[], $2::jsonb[]) AS v(position, data)
            WHERE e.global_position = v.position`,
          [changed.map((c) => c.position), changed.map((c) => c.data)],
        );
    }
  }

  /** Opening the sealed fields again would only put people's data back in clear. */
  async down(): Promise<void> {}
}
