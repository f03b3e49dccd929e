import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: one row per Geniegram sent to a kiosk. */
@Entity({ name: 'kiosk_emails' })
@Index('IDX_kiosk_emails_kiosk', ['kioskId', 'createDate'])
export class KioskEmailRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'message_id', type: 'text' }) messageId!: string;
  @Column({ name: 'kiosk_id', type: 'int' }) kioskId!: number;
  @Column({ name: 'sender_id', type: 'text' }) senderId!: string;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}

/** A read model: what a Geniegram says to one of its residents (their copy, gone when they are erased). */
@Entity({ name: 'kiosk_email_copies' })
@Index('IDX_kiosk_email_copies_resident', ['residentId'])
export class KioskEmailCopyRow {
  @PrimaryColumn({ name: 'kiosk_email_id', type: 'int' }) kioskEmailId!: number;
  @PrimaryColumn({ name: 'resident_id', type: 'int' }) residentId!: number;
  @Column({ type: 'text' }) subject!: string;
  @Column({ type: 'text' }) message!: string;
  /** When the resident first saw it on their Genie (decision 0078); null until then. */
  @Column({ name: 'first_opened', type: 'timestamptz', nullable: true }) firstOpened!: Date | null;
}

/** A read model: one row per attachment of a Geniegram, the media item it shows. */
@Entity({ name: 'kiosk_email_blobs' })
@Index('IDX_kiosk_email_blobs_email', ['kioskEmailId'])
@Index('IDX_kiosk_email_blobs_media_item', ['mediaItemId'])
export class KioskEmailBlobRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'kiosk_email_id', type: 'int' }) kioskEmailId!: number;
  @Column({ name: 'media_item_id', type: 'int' }) mediaItemId!: number;
  @Column({ name: 'add_date', type: 'timestamptz' }) addDate!: Date;
}
