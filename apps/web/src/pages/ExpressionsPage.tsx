import { ExpressionsScreen } from '../modules/expressions';

/** Abby Expressions (/AbbyExpressionManager): the words an Abby speaks, translated. */
export const ExpressionsPage = () => <ExpressionsScreen />;
