/**
 * The key tag calls the spec does not show (spec 02 §7: "method and path not shown"); see
 * docs/decisions/0008-key-tags-and-button-configs.md. The other key tag types are in
 * residents/resident-api.ts.
 */

/** PUT kiosks/keytags/{id}/resident: the resident to assign; null (or -1) is Unassigned. */
export interface KeyTagResidentPayload {
  residentId: number | null;
}
