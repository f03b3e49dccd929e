import { z } from 'zod';
import { Limits, RequestLimits } from '@ambient/core';
import { answer, shape } from '../common/validation.js';

/**
 * A contact added from a resident's or a kiosk's dashboard (spec 02 §6). The contact's rules
 * (a real email, a person's name) are `validateContact`'s, with their own messages; the role asked
 * for is read only where the caller may choose it.
 */
export const dashboardUserBodySchema = z.object({
  target: z.enum(['resident', 'kiosk']).nullish(),
  user: z
    .object({
      email: z.string().max(320).nullish(),
      name: z
        .string()
        .max(Limits.userNameMax * 4)
        .nullish(),
      nickname: z
        .string()
        .max(Limits.nicknameMax * 4)
        .nullish(),
      role: z.string().max(20).nullish(),
      languageId: z.number().int().min(0).max(RequestLimits.idMax).nullish(),
    })
    .nullish(),
});
export type DashboardUserBody = z.output<typeof dashboardUserBodySchema>;

/** The token of an emailed link offer (decision 0022); its form is checked by the handler. */
export const contactLinkBodySchema = z.object({ token: z.string().max(200).nullish() });
export type ContactLinkBody = z.output<typeof contactLinkBodySchema>;

/** Sync and install facts and how far behind the kiosk is. */
export const kioskStatsAnswer = answer({
  presence: z.enum(['online', 'offline']).nullable(),
  presenceSince: shape.time.nullable(),
  mediaSyncDate: shape.time.nullable(),
  updateLevel: shape.int.nullable(),
  updateInstallDate: shape.time.nullable(),
  activityLevel: shape.int.nullable(),
  activityInstallDate: shape.time.nullable(),
  maxUpdateLevel: shape.int,
  maxActivityLevel: shape.int,
});
export const kioskManagerStatsAnswer = answer({ numNewKioskMessages: shape.int });
export const residentSummariesAnswer = answer({
  residents: z.array(z.object({ id: shape.int, newMessages: shape.int })),
});
/** Whether the contact added was emailed. */
export const dashboardUserAnswer = answer({ isEmailSent: z.boolean() });
/** The names of the residents and kiosks the accepted link added. */
export const acceptedLinkAnswer = answer({ names: z.array(z.string()) });
