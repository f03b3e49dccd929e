import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: written only by its projection, remade by a rebuild. */
@Entity({ name: 'domains' })
export class DomainRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Index('domains_organization_idx')
  @Column({ name: 'organization_id', type: 'int' })
  organizationId!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: '' }) description!: string;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}
