import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Read model of the Genie button configurations' details, written only by the ButtonConfigsProjection. */
@Entity({ name: 'config_details' })
export class ConfigDetailRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Index('config_details_config_idx')
  @Column({ name: 'config_id', type: 'int' })
  configId!: number;
  @Column({ name: 'button_id', type: 'int' }) buttonId!: number;
  @Column({ name: 'button_action_id', type: 'int' }) buttonActionId!: number;
  @Column({ type: 'text', nullable: true }) description!: string | null;
}
