import { z } from 'zod';
import { Limits } from '@ambient/core';
import { field } from '../common/validation.js';

const shortText = field.optionalText(200);

/** The kiosk dialog's body (spec 02 §2). */
export const kioskBodySchema = z.object({
  serialNumber: field.text(Limits.kioskSerialMax * 4),
  name: field.text(Limits.kioskNameMax * 4),
  description: field.optionalText(2000),
  kioskTypeId: field.number,
  facilityId: field.id,
  phidgetConfigId: field.id,
  phidgetVersion: field.number,
  phidgetHubSerialNumber: z.union([z.string().max(40), z.number()]).nullish(),
  machineName: shortText,
  identifier: shortText,
  contactUserId: shortText,
  contactPhone: field.optionalText(Limits.phoneMax * 4),
  contactPosition: shortText,
  contactAvailability: shortText,
  teamviewerId: shortText,
  teamviewerPassword: shortText,
  languageId: field.number,
  subscriptionLevel: field.number,
  updateLevel: field.number,
  activityLevel: field.number,
  isAutoUpdates: field.boolean,
  ambientInvitationIds: z
    .array(z.union([z.number(), z.string().max(20)]))
    .max(100)
    .nullish(),
});
export type KioskBody = z.output<typeof kioskBodySchema>;
