import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A read model: each sign-in of each person. A person's first one is the activation of their
 * account (decision 0073); a row per sign-in keeps the projection to inserts, so it rebuilds.
 */
@Entity({ name: 'resident_metrics_sign_ins' })
export class SignInRow {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId!: string;
  @PrimaryColumn({ name: 'signed_in_at', type: 'timestamptz' }) signedInAt!: Date;
}
