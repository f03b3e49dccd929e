import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far each projection has applied the log. */
@Entity({ name: 'projection_checkpoints' })
export class ProjectionCheckpointRow {
  @PrimaryColumn({ type: 'text' }) name!: string;
  @Column({ type: 'bigint' }) position!: string;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
