import { Initial1795254135822 } from './1795254135822-Initial.js';
import { IdSequences1795254135900 } from './1795254135900-IdSequences.js';

/** Every migration, oldest first. Generate a new one with `npm run migration:generate -- <Name>`. */
export const MIGRATIONS = [Initial1795254135822, IdSequences1795254135900];
