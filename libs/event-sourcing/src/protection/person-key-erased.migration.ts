import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel on which PostgreSQL says that a person's key was destroyed, by any process. */
export const ERASED_CHANNEL = 'person_key_erased';

/**
 * Every person's key destroyed (its row left without a key) sends one notice on `ERASED_CHANNEL`
 * when its transaction commits, with the person's subject: a process that keeps states folded from
 * streams (the aggregate store's stream states, decision 0088) forgets them at once, so nothing
 * opened with that key outlives it there.
 */
export class PersonKeyErasedNotice1798700000000 implements MigrationInterface {
  name = 'PersonKeyErasedNotice1798700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION person_key_notify_erased() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF NEW.wrapped_key IS NULL THEN
          PERFORM pg_notify('${ERASED_CHANNEL}', NEW.subject);
        END IF;
        RETURN NULL;
      END
      $fn$`);
    await runner.query(`CREATE TRIGGER person_key_erased AFTER INSERT OR UPDATE OF wrapped_key ON person_keys
      FOR EACH ROW EXECUTE FUNCTION person_key_notify_erased()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TRIGGER person_key_erased ON person_keys');
    await runner.query('DROP FUNCTION person_key_notify_erased()');
  }
}
