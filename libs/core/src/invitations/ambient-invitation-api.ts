/** What the ambient invitation endpoints take and answer (spec 03 §3 "Ambient invitation", §7). */
import type { ApiResponse } from '../api-types.js';

export interface AmbientInvitation {
  id: number;
  message: string;
  isDefault: boolean;
  /** Shown as "Activate Response". */
  isExecuteRandom: boolean;
  /** False for a default invitation and for one a kiosk offers (decision 0063). */
  canDelete: boolean;
  /** How many kiosks offer it. */
  kioskCount: number;
}

/** POST ambientinvitations and PUT ambientinvitations/{id}. */
export interface AmbientInvitationPayload {
  message: string;
  isExecuteRandom: boolean;
}

export type AmbientInvitationsResponse = ApiResponse<{ invitations: AmbientInvitation[] }>;
export type AmbientInvitationResponse = ApiResponse<{ invitation: AmbientInvitation }>;
