import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A read model: one translated item of a set, in a language (decision 0064). */
@Entity({ name: 'expression_translations' })
export class ExpressionTranslationRow {
  @PrimaryColumn({ name: 'language_id', type: 'int' }) languageId!: number;
  @PrimaryColumn({ type: 'text' }) segment!: string;
  @PrimaryColumn({ name: 'item_id', type: 'int' }) itemId!: number;
  @Column({ type: 'jsonb' }) texts!: Record<string, string>;
}
