import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A read model: written only by its projection, remade by a rebuild. */
@Entity({ name: 'facilities' })
export class FacilityRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: '' }) street!: string;
  @Column({ type: 'text', default: '' }) city!: string;
  @Column({ name: 'prov_state_id', type: 'int', nullable: true }) provStateId!: number | null;
  @Column({ name: 'country_id', type: 'int', nullable: true }) countryId!: number | null;
  @Index('facilities_domain_idx')
  @Column({ name: 'domain_id', type: 'int', nullable: true })
  domainId!: number | null;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}
