import { answer, shape } from '../common/validation.js';

/** The update level of the release recorded (1, 2, ...). */
export const releaseAnswer = answer({ nextUpdate: shape.int });
