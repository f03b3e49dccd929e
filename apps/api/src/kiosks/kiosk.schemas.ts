import { z } from 'zod';
import { Limits, type Kiosk } from '@ambient/core';
import { buttonConfigSchema } from '../button-configs/index.js';
import { idFilter, listQuerySchema, withLists } from '../common/list-query.js';
import { answer, field, shape } from '../common/validation.js';
import { facilityOptionSchema } from '../hierarchy/index.js';

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

/** The kiosk manager's list: of one facility and one kiosk type when asked. */
export const kioskListQuerySchema = listQuerySchema.extend({
  facilityId: idFilter,
  typeId: idFilter,
  lists: withLists,
});
export type KioskListQuery = z.output<typeof kioskListQuerySchema>;

/** `true`: a kiosk manager's save of the base fields only. */
export const baseOnlySchema = z.enum(['true', 'false']).optional();

export const kioskSchema = z.object({
  id: shape.int,
  serialNumber: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kioskTypeId: shape.int,
  typeId: shape.int,
  facilityId: shape.int.nullable(),
  phidgetConfigId: shape.int.nullable(),
  phidgetHubSerialNumber: shape.int.nullable(),
  phidgetVersion: z.union([z.literal(21), z.literal(22)]).nullable(),
  machineName: z.string().nullable(),
  identifier: z.string().nullable(),
  pictureUri: z.string().nullable(),
  contactUserId: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactPosition: z.string().nullable(),
  contactAvailability: z.string().nullable(),
  /** Only super admins read these two. */
  teamviewerId: z.string().nullable(),
  teamviewerPassword: z.string().nullable(),
  languageId: shape.int,
  updateLevel: shape.int.nullable(),
  isAutoUpdates: z.boolean(),
  updateInstallDate: shape.time.nullable(),
  activityLevel: shape.int.nullable(),
  activityInstallDate: shape.time.nullable(),
  mediaSyncDate: shape.time.nullable(),
  subscriptionLevel: shape.int.nullable(),
  ambientInvitationIds: z.array(shape.int),
  facilityName: z.string().nullable(),
  facilityLocation: z.string().nullable(),
  domainName: z.string().nullable(),
  organizationName: z.string().nullable(),
  isActive: z.boolean(),
  hasResidents: z.boolean(),
  createDate: shape.time,
  updateByUserId: z.string().nullable(),
}) satisfies z.ZodType<Kiosk>;

const kioskPage = { kiosks: z.array(kioskSchema), total: shape.int };

/**
 * The kiosks with every option list the kiosk dialog needs (`total` when a page was asked for),
 * or, for a later page asked with `lists=false`, the kiosks and the total only.
 */
export const kiosksManagerAnswer = z.union([
  answer({
    ...kioskPage,
    total: kioskPage.total.optional(),
    kioskTypes: z.array(shape.namedRef),
    facilities: z.array(facilityOptionSchema),
    domains: z.array(
      z.object({
        id: shape.int,
        name: z.string(),
        organizationName: z.string(),
        facilityIds: z.array(shape.int),
      }),
    ),
    genieButtonConfigs: z.array(buttonConfigSchema),
    updateLevels: z.object({
      genie: z.array(shape.int),
      abby21: z.array(shape.int),
      abby22: z.array(shape.int),
      abby3: z.array(shape.int),
    }),
    activityLevels: z.array(shape.int),
    ambientInvitationSelectItems: z.array(
      z.object({ id: shape.int, message: z.string(), isDefault: z.boolean() }),
    ),
    languages: z.array(shape.language),
  }),
  answer(kioskPage),
]);
export const kiosksAnswer = answer({ kiosks: z.array(kioskSchema) });
export const kioskAnswer = answer({ kiosk: kioskSchema });
export const kioskManagersAnswer = answer({ users: z.array(shape.userRef) });
