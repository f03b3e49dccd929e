import { z } from 'zod';
import { answer, shape } from '../common/validation.js';
import { releaseRolloutField } from './release-rollouts.js';

/** The update level of the release recorded (13 for the first, after the 12 known levels; decision 0086). */
export const releaseAnswer = answer({ nextUpdate: shape.int });

/** POST genieupdates/release: the multipart fields beside `file`, as text. */
export const releaseFieldsSchema = z.object({ rollout: releaseRolloutField });
