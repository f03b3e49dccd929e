/** The resident metrics slice's public face (decision 0073). */
export { ResidentMetricsModule } from './resident-metrics.module.js';
export { ResidentMetricsReader } from './resident-metrics.reader.js';
import { SignInRow } from './sign-in.row.js';

/** This slice's read-model tables. */
export const RESIDENT_METRICS_ENTITIES = [SignInRow];
