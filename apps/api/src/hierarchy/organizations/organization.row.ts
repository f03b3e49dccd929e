import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A read model: written only by its projection, remade by a rebuild. */
@Entity({ name: 'organizations' })
export class OrganizationRow {
  @PrimaryColumn({ type: 'int' }) id!: number;
  @Column({ type: 'text' }) name!: string;
  @Column({ name: 'create_date', type: 'timestamptz' }) createDate!: Date;
}
