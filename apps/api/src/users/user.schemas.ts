import { z } from 'zod';
import { BaseRole, FunctionalRole, Limits, RequestLimits, type Profile, type RoleFlags } from '@ambient/core';
import { answer, field, shape } from '../common/validation.js';
import { kioskSummarySchema, residentSummarySchema } from '../hierarchy/index.js';

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

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  nickname: z.string(),
  picture: z.string().nullable(),
  /** 1 English, 2 French; English is stored as null. */
  languageId: shape.int.nullable(),
  defaultResidentId: shape.int.nullable(),
  domainIds: z.array(shape.int),
  facilityIds: z.array(shape.int),
  kioskIds: z.array(shape.int),
  residentIds: z.array(shape.int),
  role: z.enum(BaseRole),
  functionalRole: z.enum(FunctionalRole),
  functionalRoleColor: z.string(),
}) satisfies z.ZodType<Profile>;

export const roleFlagsSchema = z.object({
  isAdmin: z.boolean(),
  isDomainManager: z.boolean(),
  isKioskManager: z.boolean(),
  isResidentManager: z.boolean(),
  isManager: z.boolean(),
  isGenieManager: z.boolean(),
  isKioskManager_Genie: z.boolean(),
  isKioskManager_Abby: z.boolean(),
  isResidentManager_Genie: z.boolean(),
  isResidentManager_Abby: z.boolean(),
  isSuperAdmin: z.boolean(),
  canSeeUnupdatedAbbys: z.boolean(),
  isStatisticsUser: z.boolean(),
  isAuditor: z.boolean(),
}) satisfies z.ZodType<RoleFlags>;

/** A profile and its role flags. */
export const profileAnswer = answer({ profile: profileSchema, flags: roleFlagsSchema });
/** The caller's residents and kiosks, for the default-resident choice. */
export const profileEditAnswer = answer({
  residents: z.array(residentSummarySchema),
  kiosks: z.array(kioskSummarySchema),
});
/** A stored picture's signed address. */
export const pictureAnswer = answer({ picture: z.string() });
