export { AbbyProfilesModule } from './abby-profiles.module.js';
import { AbbyProfileDetailRow, AbbyProfileRow } from './abby-profile.row.js';

export { AbbyProfileDetailRow, AbbyProfileRow };
export const ABBY_PROFILE_ENTITIES = [AbbyProfileRow, AbbyProfileDetailRow];
