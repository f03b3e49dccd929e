/**
 * The admin dashboard's live fleet tiles (issue 10, point 3; decision 0037): presence as the
 * device gateway last reported it, and the update backlog by kind.
 */
export interface FleetSummaryResponse {
  /** Kiosks connected now. */
  online: number;
  /** Kiosks whose last word was going offline (or whose connection dropped). */
  offline: number;
  /** Kiosks the gateway has never heard from. */
  neverConnected: number;
  /** Abbys whose software level is below the latest of their kind (v21, v22, v3). */
  abbysBehind: number;
  /** Genies whose software level is below the latest Genie release. */
  geniesBehind: number;
}
