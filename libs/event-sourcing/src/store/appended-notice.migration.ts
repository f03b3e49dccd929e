import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel on which PostgreSQL says that events were appended, by any process. */
export const APPENDED_CHANNEL = 'event_store_appended';

/**
 * Every insert into `event_store` sends one notice on `APPENDED_CHANNEL` when its transaction
 * commits (a statement trigger; notices of one transaction with the same payload are sent once),
 * so readers in other processes (the API's projections, when the device gateway records facts)
 * read new events at once instead of at their next poll.
 */
export class EventStoreAppendedNotice1797100000000 implements MigrationInterface {
  name = 'EventStoreAppendedNotice1797100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION event_store_notify_appended() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('${APPENDED_CHANNEL}', '');
        RETURN NULL;
      END
      $fn$`);
    await runner.query(`CREATE TRIGGER event_store_appended AFTER INSERT ON event_store
      FOR EACH STATEMENT EXECUTE FUNCTION event_store_notify_appended()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TRIGGER event_store_appended ON event_store');
    await runner.query('DROP FUNCTION event_store_notify_appended()');
  }
}
