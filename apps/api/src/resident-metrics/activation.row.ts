import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A read model: when each person first signed in, the activation of their account (decision 0073). */
@Entity({ name: 'resident_metrics_activations' })
export class ActivationRow {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ name: 'activated_at', type: 'timestamptz' }) activatedAt!: Date;
}
