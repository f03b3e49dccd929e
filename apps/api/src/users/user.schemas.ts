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

/**
 * Change Password's body: the new password and, for one's own, the current one. The decider
 * judges the new one's rules; the length cap keeps hashing cheap for anything a client sends.
 */
export const passwordBodySchema = z.object({
  password: z.string().max(1024),
  currentPassword: z.string().max(1024).optional(),
});
export type PasswordBody = z.output<typeof passwordBodySchema>;
