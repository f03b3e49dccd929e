import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The advisory lock every append holds until it commits, so global positions commit in order. */
export const APPEND_LOCK_KEY = 4_280_001;
/** The SQLSTATE `event_store_append` raises when a stream is not at its expected version. */
export const WRONG_EXPECTED_VERSION_SQLSTATE = 'ES409';

/**
 * `event_store_append(appends jsonb)`: appends to one or more streams in the calling
 * transaction, in one round trip. It takes the append lock, checks each stream's expected
 * version (`expected`: a version, -1 for "no stream", null for "any") and inserts the events
 * with consecutive stream versions. A stream at another version raises ES409 with
 * `{"streamId", "actual"}` as its detail, and nothing of the call is written.
 */
export class EventStoreAppendFunction1795260000000 implements MigrationInterface {
  name = 'EventStoreAppendFunction1795260000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION event_store_append(appends jsonb)
      RETURNS TABLE (stream_id text, next_version int, last_position bigint)
      LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        item jsonb;
        actual int;
        expected jsonb;
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
          RETURN QUERY
          WITH inserted AS (
            INSERT INTO event_store (event_id, stream_id, stream_version, type, schema_version, data, metadata)
            SELECT (ev->>'eventId')::uuid, item->>'streamId', coalesce(actual, -1) + n::int, ev->>'type',
                   (ev->>'version')::int, ev->'data', ev->'metadata'
            FROM jsonb_array_elements(item->'events') WITH ORDINALITY AS t(ev, n)
            ORDER BY n
            RETURNING event_store.stream_version, event_store.global_position
          )
          SELECT item->>'streamId', max(inserted.stream_version), max(inserted.global_position) FROM inserted;
        END LOOP;
      END
      $fn$`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP FUNCTION event_store_append(jsonb)');
  }
}
