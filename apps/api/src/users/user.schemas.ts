import { z } from 'zod';
import { Limits, RequestLimits } from '@ambient/core';
import { field } from '../common/validation.js';

/** The profile dialog's body (spec 01 "Profile"); the decider judges the name's rules. */
export const profileBodySchema = z.object({
  name: field.text(Limits.profileNameMax * 4),
  nickname: field.optionalText(Limits.nicknameMax * 4),
  languageId: z.number().int().min(0).max(RequestLimits.idMax).nullish(),
  picture: z.string().max(20_000_000).nullish(),
  defaultResidentId: z.number().int().min(-1).max(RequestLimits.idMax).nullish(),
});
export type ProfileBody = z.output<typeof profileBodySchema>;
