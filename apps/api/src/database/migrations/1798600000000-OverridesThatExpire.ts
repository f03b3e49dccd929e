import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an override kiosk stops being one by itself (decision 0085); null: it lasts. */
export class OverridesThatExpire1798600000000 implements MigrationInterface {
  name = 'OverridesThatExpire1798600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "abby_override_kiosks" ADD "until" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "abby_override_kiosks" DROP COLUMN "until"`);
  }
}
