/** Abby Expressions (spec 03 §2.12): the module's public face. */
export { ExpressionsScreen } from './components/ExpressionsScreen';
export * from './api/expressions.endpoints';
