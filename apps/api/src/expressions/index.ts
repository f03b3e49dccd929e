/** The Abby expressions slice's public face (decision 0064). */
export { ExpressionsModule } from './expressions.module.js';
import { ExpressionTranslationRow } from './expression.row.js';

/** This slice's read-model tables. */
export const EXPRESSION_ENTITIES = [ExpressionTranslationRow];
