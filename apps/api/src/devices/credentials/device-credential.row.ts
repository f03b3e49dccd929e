import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Each kiosk's current MQTT secret hash, outside the event log (decisions 0024 and 0028), written in
 * the transaction of the `KioskCredentialIssued` it goes with. Not a read model: a rebuild leaves it
 * alone. The serial is the one the credential was issued for: it stops working when the kiosk's
 * serial changes or the kiosk is deleted.
 */
@Entity({ name: 'kiosk_device_credentials' })
export class KioskDeviceCredentialRow {
  @PrimaryColumn({ name: 'kiosk_id', type: 'int', primaryKeyConstraintName: 'kiosk_device_credentials_pkey' })
  kioskId!: number;
  @Column({ name: 'serial_number', type: 'text' }) serialNumber!: string;
  @Column({ name: 'secret_hash', type: 'text' }) secretHash!: string;
  @Column({ name: 'generation', type: 'int' }) generation!: number;
  @Column({ name: 'issued_at', type: 'timestamptz' }) issuedAt!: Date;
}
