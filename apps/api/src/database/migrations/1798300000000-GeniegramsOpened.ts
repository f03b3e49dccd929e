import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each resident first saw a Geniegram on their Genie (decision 0078). */
export class GeniegramsOpened1798300000000 implements MigrationInterface {
  name = 'GeniegramsOpened1798300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "kiosk_email_copies" ADD "first_opened" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "kiosk_email_copies" DROP COLUMN "first_opened"`);
  }
}
