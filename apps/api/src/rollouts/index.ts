/** The rollouts slice's public face. */
export { RolloutsModule } from './rollouts.module.js';
import { RolloutKioskRow, RolloutRow } from './rollout.row.js';

export { RolloutKioskRow, RolloutRow };
export const ROLLOUT_ENTITIES = [RolloutRow, RolloutKioskRow];
