import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEALED_PREFIX } from '@ambient/event-sourcing';
import { dataKeyFor } from '../data-key.js';

const KIOSK_SAVES = `type IN ('KioskRegistered', 'KioskUpdated')`;
/** The associated data of a sealed TeamViewer password: `TEAMVIEWER_PASSWORD` of the kiosks slice, as of this migration. */
const TEAMVIEWER_PASSWORD = 'kiosk.teamviewerPassword';

/**
 * Kiosks' TeamViewer passwords are sealed at rest (decision 0024). In this migration's one
 * transaction, every stored kiosk event that carries a password in clear gets the sealed form in
 * its place (nothing else of the event changes), and the kiosks read model takes the sealed value
 * of each kiosk's latest event, as a rebuild would.
 */
export class SealedTeamviewerPasswords1796100000100 implements MigrationInterface {
  name = 'SealedTeamviewerPasswords1796100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const clear = (await queryRunner.query(
      `SELECT global_position, data->>'teamviewerPassword' AS password FROM event_store
        WHERE ${KIOSK_SAVES} AND data->>'teamviewerPassword' IS NOT NULL
          AND left(data->>'teamviewerPassword', ${SEALED_PREFIX.length}) <> $1
        ORDER BY global_position`,
      [SEALED_PREFIX],
    )) as Array<{ global_position: string; password: string }>;
    if (clear.length > 0) {
      const key = dataKeyFor(queryRunner.connection);
      if (!key) throw new Error('Sealing the stored TeamViewer passwords needs the data encryption key');
      for (const { global_position, password } of clear)
        await queryRunner.query(
          `UPDATE event_store SET data = jsonb_set(data, '{teamviewerPassword}', to_jsonb($2::text))
            WHERE global_position = $1`,
          [global_position, key.sealText(password, TEAMVIEWER_PASSWORD)],
        );
    }
    await queryRunner.query(`
      UPDATE kiosks k SET teamviewer_password = (
        SELECT e.data->>'teamviewerPassword' FROM event_store e
         WHERE e.stream_id = 'kiosk-' || k.id AND e.${KIOSK_SAVES}
         ORDER BY e.stream_version DESC LIMIT 1)
       WHERE k.teamviewer_password IS NOT NULL`);
  }

  /** Sealed passwords stay sealed: opening them again would only put secrets back in clear. */
  async down(): Promise<void> {}
}
