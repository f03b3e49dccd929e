import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Numeric ids of organizations, domains, facilities, kiosks and residents (the API and the
 * kiosk apps speak numeric ids) are allocated from sequences before the creating event is
 * written, so the event carries its id and a rebuild never renumbers anything.
 */
const SEQUENCES = ['organization', 'domain', 'facility', 'kiosk', 'resident'];

export class IdSequences1795254135900 implements MigrationInterface {
  name = 'IdSequences1795254135900';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of SEQUENCES) await queryRunner.query(`CREATE SEQUENCE "${name}_id_seq"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of SEQUENCES) await queryRunner.query(`DROP SEQUENCE "${name}_id_seq"`);
  }
}
