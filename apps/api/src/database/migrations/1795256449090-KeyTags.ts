import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the kiosk key/tag mappings and of the Genie button configurations' details,
 * and the sequences their ids come from (allocated before the creating event is written).
 */
export class KeyTags1795256449090 implements MigrationInterface {
  name = 'KeyTags1795256449090';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "config_details" ("id" integer NOT NULL, "config_id" integer NOT NULL, "button_id" integer NOT NULL, "button_action_id" integer NOT NULL, "description" text, CONSTRAINT "PK_2bebb2e880c8b16d6402ac67c40" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "config_details_config_idx" ON "config_details"  ("config_id") `);
    await queryRunner.query(
      `CREATE TABLE "key_tags" ("id" integer NOT NULL, "kiosk_id" integer NOT NULL, "tag_id" text NOT NULL, "key_num" integer NOT NULL, "resident_id" integer, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "update_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_295c3f47a1f4ba6c78bafa42d53" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "key_tags_kiosk_idx" ON "key_tags"  ("kiosk_id") `);
    await queryRunner.query(`CREATE INDEX "key_tags_tag_id_idx" ON "key_tags"  ("tag_id") `);
    await queryRunner.query(`CREATE INDEX "key_tags_resident_idx" ON "key_tags"  ("resident_id") `);
    await queryRunner.query(`CREATE SEQUENCE "key_tag_id_seq"`);
    await queryRunner.query(`CREATE SEQUENCE "config_detail_id_seq"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SEQUENCE "config_detail_id_seq"`);
    await queryRunner.query(`DROP SEQUENCE "key_tag_id_seq"`);
    await queryRunner.query(`DROP INDEX "public"."key_tags_resident_idx"`);
    await queryRunner.query(`DROP INDEX "public"."key_tags_tag_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."key_tags_kiosk_idx"`);
    await queryRunner.query(`DROP TABLE "key_tags"`);
    await queryRunner.query(`DROP INDEX "public"."config_details_config_idx"`);
    await queryRunner.query(`DROP TABLE "config_details"`);
  }
}
