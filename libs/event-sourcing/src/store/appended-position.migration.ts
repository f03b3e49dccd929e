import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APPENDED_CHANNEL, EventStoreAppendedNotice1797100000000 } from './appended-notice.migration.js';

/**
 * The notice of an append says up to which position it appended (the last global position its
 * statement inserted, read from the statement's transition table), so a listener that knows that
 * append as its own (the projection runner, for the appends its process claimed inline) need not
 * read the log to learn what it holds. Notices come in commit order, which is the order of
 * positions (appends are serialized by the append lock, held to the commit).
 */
export class EventStoreAppendedPosition1797600000000 implements MigrationInterface {
  name = 'EventStoreAppendedPosition1797600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE OR REPLACE FUNCTION event_store_notify_appended() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('${APPENDED_CHANNEL}', (SELECT max(global_position)::text FROM appended));
        RETURN NULL;
      END
      $fn$`);
    await runner.query('DROP TRIGGER event_store_appended ON event_store');
    await runner.query(`CREATE TRIGGER event_store_appended AFTER INSERT ON event_store
      REFERENCING NEW TABLE AS appended
      FOR EACH STATEMENT EXECUTE FUNCTION event_store_notify_appended()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    // The notice as it was: its own migration's trigger and function, made again.
    const before = new EventStoreAppendedNotice1797100000000();
    await before.down(runner);
    await before.up(runner);
  }
}
