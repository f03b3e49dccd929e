import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A read model: one row per ambient invitation (decision 0063). */
@Entity({ name: 'ambient_invitations' })
export class AmbientInvitationRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) message!: string;
  @Column({ name: 'is_default', type: 'boolean' }) isDefault!: boolean;
  @Column({ name: 'is_execute_random', type: 'boolean' }) isExecuteRandom!: boolean;
}
