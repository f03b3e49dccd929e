/** The Genie configuration calls' types not in residents/resident-api.ts (spec 02 §7). */
import type { ApiResponse } from '../api-types.js';
import type { ButtonConfig } from '../kiosks/kiosk-api.js';

/** GET configs: the Genie button configurations. */
export type ConfigsResponse = ApiResponse<{ configs: ButtonConfig[] }>;
