import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SideWrite } from '@ambient/event-sourcing';

/** The credentials table: what the dashboard shows, what the broker checks, and the write beside an issue. */
@Injectable()
export class DeviceCredentialsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The kiosk's credential as issued: generation and time, never the hash. */
  async issued(
    kioskId: number,
  ): Promise<{ serialNumber: string; generation: number; issuedAt: Date } | null> {
    const rows = (await this.dataSource.query(
      'SELECT serial_number, generation, issued_at FROM kiosk_device_credentials WHERE kiosk_id = $1',
      [kioskId],
    )) as Array<{ serial_number: string; generation: number; issued_at: Date | string }>;
    const row = rows[0];
    return row
      ? { serialNumber: row.serial_number, generation: row.generation, issuedAt: new Date(row.issued_at) }
      : null;
  }

  /**
   * The secret hash a kiosk connecting as `serial` must match: the credential of the kiosk that has
   * this serial now, issued for this serial. Null when there is none (the broker refuses it).
   */
  async secretHashForSerial(serial: string): Promise<string | null> {
    const rows = (await this.dataSource.query(
      `SELECT c.secret_hash FROM kiosk_device_credentials c
         JOIN kiosks k ON k.id = c.kiosk_id AND k.serial_number = c.serial_number
        WHERE c.serial_number = $1`,
      [serial],
    )) as Array<{ secret_hash: string }>;
    return rows[0]?.secret_hash ?? null;
  }

  /**
   * Every credential that opens the broker now, by serial (the kiosk's current serial, issued for
   * it): what a broker that keeps its own password file is given (decision 0028).
   */
  async current(): Promise<Array<{ username: string; secretHash: string }>> {
    const rows = (await this.dataSource.query(
      `SELECT c.serial_number, c.secret_hash FROM kiosk_device_credentials c
         JOIN kiosks k ON k.id = c.kiosk_id AND k.serial_number = c.serial_number
        ORDER BY c.serial_number`,
    )) as Array<{ serial_number: string; secret_hash: string }>;
    return rows.map((row) => ({ username: row.serial_number, secretHash: row.secret_hash }));
  }

  /**
   * The kiosk that has this serial now, with the hash of the credential issued for that serial:
   * what a kiosk's HTTP call is checked against (decision 0078). Null when there is none.
   */
  async kioskForSerial(
    serial: string,
  ): Promise<{ kioskId: number; serialNumber: string; typeId: number; secretHash: string } | null> {
    const rows = (await this.dataSource.query(
      `SELECT k.id, k.serial_number, k.type_id, c.secret_hash FROM kiosk_device_credentials c
         JOIN kiosks k ON k.id = c.kiosk_id AND k.serial_number = c.serial_number
        WHERE c.serial_number = $1`,
      [serial],
    )) as Array<{ id: number; serial_number: string; type_id: number; secret_hash: string }>;
    const row = rows[0];
    return row
      ? { kioskId: row.id, serialNumber: row.serial_number, typeId: row.type_id, secretHash: row.secret_hash }
      : null;
  }

  /** Replaces the kiosk's hash, beside the append of its `KioskCredentialIssued`. */
  store(kioskId: number, serialNumber: string, secretHash: string, generation: number, at: Date): SideWrite {
    return async (db) => {
      await db.query(
        `INSERT INTO kiosk_device_credentials (kiosk_id, serial_number, secret_hash, generation, issued_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (kiosk_id) DO UPDATE SET serial_number = excluded.serial_number,
           secret_hash = excluded.secret_hash, generation = excluded.generation, issued_at = excluded.issued_at`,
        [kioskId, serialNumber, secretHash, generation, at],
      );
    };
  }
}
