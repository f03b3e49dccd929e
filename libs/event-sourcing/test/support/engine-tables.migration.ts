import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The engine's own tables as a host's first migration makes them (the API's `Initial`): the log
 * and the projections' checkpoints, which the engine's migrations (`EVENT_SOURCING_MIGRATIONS`)
 * then change.
 */
export class EngineTables1795000000000 implements MigrationInterface {
  name = 'EngineTables1795000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE event_store (
        global_position bigserial PRIMARY KEY,
        event_id uuid NOT NULL,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT event_store_stream_version_key UNIQUE (stream_id, stream_version)
      )`);
    await runner.query('CREATE UNIQUE INDEX event_store_event_id_key ON event_store (event_id)');
    await runner.query('CREATE INDEX event_store_type_idx ON event_store (type)');
    await runner.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        position bigint NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE projection_checkpoints');
    await runner.query('DROP TABLE event_store');
  }
}
