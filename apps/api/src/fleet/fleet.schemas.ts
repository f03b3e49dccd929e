import { answer, shape } from '../common/validation.js';

/** The live fleet tiles' counts. */
export const fleetSummaryAnswer = answer({
  online: shape.int,
  offline: shape.int,
  neverConnected: shape.int,
  abbysBehind: shape.int,
  geniesBehind: shape.int,
});
