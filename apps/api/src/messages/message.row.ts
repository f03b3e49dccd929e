import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: one row per message between a resident and a user. */
@Entity({ name: 'messages' })
@Index('IDX_messages_resident', ['residentId', 'createDate'])
@Index('IDX_messages_thread', ['threadId'])
@Index('IDX_messages_user', ['userId'])
export class MessageRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'thread_id', type: 'int' }) threadId!: number;
  @Column({ name: 'resident_id', type: 'int' }) residentId!: number;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ name: 'message_type_id', type: 'int' }) messageTypeId!: number;
  @Column({ type: 'text' }) kind!: string;
  @Column({ type: 'text' }) subject!: string;
  @Column({ type: 'text' }) text!: string;
  @Column({ type: 'text' }) title!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'first_opened', type: 'timestamptz', nullable: true }) firstOpened!: Date | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
  @Column({ name: 'sent_by', type: 'text', nullable: true }) sentBy!: string | null;
  /** Where it stands in a moderated inbox (decision 0077); null when never held. */
  @Column({ type: 'text', nullable: true }) moderation!: string | null;
  @Column({ name: 'decline_reason', type: 'text', nullable: true }) declineReason!: string | null;
}

/** A read model: a facility's inbox settings (decision 0077); no row, the defaults. */
@Entity({ name: 'facility_inbox_settings' })
export class FacilityInboxRow {
  @PrimaryColumn({ name: 'facility_id', type: 'int' }) facilityId!: number;
  @Column({ type: 'boolean' }) moderated!: boolean;
}

/** A read model: one row per attachment of a message, the media item it shows. */
@Entity({ name: 'message_blobs' })
@Index('IDX_message_blobs_message', ['messageId'])
@Index('IDX_message_blobs_media_item', ['mediaItemId'])
export class MessageBlobRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'message_id', type: 'int' }) messageId!: number;
  @Column({ name: 'media_item_id', type: 'int' }) mediaItemId!: number;
  @Column({ name: 'add_date', type: 'timestamptz' }) addDate!: Date;
}

/** A read model: the thread of each resident and user who wrote to each other. */
@Entity({ name: 'message_threads' })
@Index('IDX_message_threads_pair', ['residentId', 'userId'])
export class MessageThreadRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ name: 'resident_id', type: 'int' }) residentId!: number;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
}
