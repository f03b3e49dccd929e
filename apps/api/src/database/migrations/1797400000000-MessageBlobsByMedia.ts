import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which media items messages hold, looked up by item (the media managers' `isSelectable`). */
export class MessageBlobsByMedia1797400000000 implements MigrationInterface {
  name = 'MessageBlobsByMedia1797400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_message_blobs_media_item" ON "message_blobs" ("media_item_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_message_blobs_media_item"`);
  }
}
