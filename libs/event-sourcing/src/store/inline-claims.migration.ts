import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  APPEND_LOCK_KEY,
  EventStoreAppendFunction1795260000000,
  WRONG_EXPECTED_VERSION_SQLSTATE,
} from './event-store-append.migration.js';

/** The SQLSTATE `event_store_append` raises when a projection applied inline may not claim the events. */
export const INLINE_PROJECTION_BEHIND_SQLSTATE = 'ES425';
/** How many events past its checkpoint a projection may be asked about under the append lock. */
export const CLAIM_WINDOW = 1000;

/**
 * `event_store_append(appends jsonb, claims jsonb)`: the append of `EventStoreAppendFunction`
 * that also claims, for projections whose rows the calling transaction has already written,
 * the events it appends (`claims`: `[{ "name", "types" }]`). Under the append lock it checks,
 * for each, that its checkpoint row is not held by a runner applying it (`SKIP LOCKED`), that it
 * is at most `CLAIM_WINDOW` events behind, and that every earlier event of the types it reads is
 * at or below its checkpoint (applied); then it
 * moves the checkpoint to the last appended event, so no runner applies these events again.
 * When a projection may not claim, it raises ES425 with the projection's name as its detail and
 * nothing of the call is written: the caller appends again without applying it (the runner does).
 */
export class InlineProjectionClaims1796150000000 implements MigrationInterface {
  name = 'InlineProjectionClaims1796150000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('DROP FUNCTION event_store_append(jsonb)');
    await runner.query(`
      CREATE FUNCTION event_store_append(appends jsonb, claims jsonb DEFAULT '[]'::jsonb)
      RETURNS TABLE (stream_id text, next_version int, last_position bigint)
      LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        item jsonb;
        claim jsonb;
        actual int;
        expected jsonb;
        claimed_from bigint;
        first_position bigint;
        last_position_all bigint;
        inserted_version int;
        inserted_last bigint;
        inserted_first bigint;
      BEGIN
        PERFORM pg_advisory_xact_lock(${APPEND_LOCK_KEY});
        FOR item IN SELECT value FROM jsonb_array_elements(appends) LOOP
          SELECT max(e.stream_version) INTO actual FROM event_store e WHERE e.stream_id = item->>'streamId';
          expected := item->'expected';
          IF jsonb_typeof(expected) = 'number' AND (expected::int = -1 AND actual IS NOT NULL
              OR expected::int <> -1 AND actual IS DISTINCT FROM expected::int) THEN
            RAISE EXCEPTION 'wrong expected version' USING ERRCODE = '${WRONG_EXPECTED_VERSION_SQLSTATE}',
              DETAIL = jsonb_build_object('streamId', item->>'streamId', 'actual', actual)::text;
          END IF;
          WITH inserted AS (
            INSERT INTO event_store (event_id, stream_id, stream_version, type, schema_version, data, metadata)
            SELECT (ev->>'eventId')::uuid, item->>'streamId', coalesce(actual, -1) + n::int, ev->>'type',
                   (ev->>'version')::int, ev->'data', ev->'metadata'
            FROM jsonb_array_elements(item->'events') WITH ORDINALITY AS t(ev, n)
            ORDER BY n
            RETURNING event_store.stream_version, event_store.global_position
          )
          SELECT max(inserted.stream_version), max(inserted.global_position), min(inserted.global_position)
            INTO inserted_version, inserted_last, inserted_first FROM inserted;
          first_position := least(first_position, inserted_first);
          last_position_all := greatest(last_position_all, inserted_last);
          stream_id := item->>'streamId';
          next_version := inserted_version;
          last_position := inserted_last;
          RETURN NEXT;
        END LOOP;
        FOR claim IN SELECT value FROM jsonb_array_elements(claims) LOOP
          SELECT c.position INTO claimed_from FROM projection_checkpoints c
            WHERE c.name = claim->>'name' FOR UPDATE SKIP LOCKED;
          -- The events between the checkpoint and this append, by position (never by type: the
          -- type index would read every event of the type); a projection further behind than the
          -- window is left to its runner, which moves its checkpoint.
          IF NOT FOUND OR first_position - claimed_from > ${CLAIM_WINDOW} OR EXISTS (
            SELECT 1 FROM (
              SELECT e.type FROM event_store e
              WHERE e.global_position > claimed_from AND e.global_position < first_position
              OFFSET 0
            ) between_events
            WHERE between_events.type = ANY (ARRAY(SELECT jsonb_array_elements_text(claim->'types')))
          ) THEN
            RAISE EXCEPTION 'projection behind' USING ERRCODE = '${INLINE_PROJECTION_BEHIND_SQLSTATE}',
              DETAIL = claim->>'name';
          END IF;
          UPDATE projection_checkpoints c SET position = greatest(c.position, last_position_all), updated_at = now()
            WHERE c.name = claim->>'name';
        END LOOP;
      END
      $fn$`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP FUNCTION event_store_append(jsonb, jsonb)');
    await new EventStoreAppendFunction1795260000000().up(runner);
  }
}
