import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { z } from 'zod';
import { BaseRole, FunctionalRole, Limits, OPTION_KINDS, RequestLimits, UnlinkType } from '@ambient/core';
import { idFilter } from '../common/list-query.js';
import { ZodPipe, answer, field, id, shape } from '../common/validation.js';
import { USER_MANAGER_CONTEXTS } from './user-manager.reader.js';
import { profileSchema } from './user.schemas.js';

/** A user's id as the API gives it (`ambient|…`, or an outside issuer's subject). */
const USER_ID_PATTERN = /^[\w|.:@+-]{1,128}$/;
export const userIdText = z.string().regex(USER_ID_PATTERN);

/** A path parameter that is a user id (`:id` unless named). */
export function UserIdParam(name = 'id'): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new ZodPipe(userIdText, name))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && descriptor)
      ApiParam({ name, schema: { type: 'string', pattern: USER_ID_PATTERN.source, maxLength: 128 } })(
        target,
        key,
        descriptor,
      );
  };
}

const ids = z.array(id).max(1_000);
const optionalId = z.number().int().min(1).max(RequestLimits.idMax).nullish();

/** POST users/manager: the context, the active kiosk or resident, the filters and the page. */
export const managerBodySchema = z.object({
  context: z.enum(USER_MANAGER_CONTEXTS).nullish(),
  kioskIds: ids.nullish(),
  residentIds: ids.nullish(),
  filter: z
    .object({
      kioskTypeId: optionalId,
      kioskId: optionalId,
      residentId: optionalId,
      role: z.enum(FunctionalRole).nullish(),
      search: z.string().max(RequestLimits.searchMax).nullish(),
    })
    .nullish(),
  page: z.number().int().min(0).max(1_000_000).nullish(),
  pageSize: z.number().int().min(1).max(RequestLimits.pageSizeMax).nullish(),
  /** False: only the options the page's users refer to; the pickers search `manager/options`. */
  lists: z.boolean().nullish(),
});
export type ManagerBody = z.output<typeof managerBodySchema>;

/** The most options a picker's search answers. */
export const OPTIONS_LIMIT_MAX = 100;
/** How many a picker's search answers when not told. */
export const OPTIONS_LIMIT_DEFAULT = 50;

/** GET users/manager/options: one kind, searched, of a kiosk type or of a kiosk's residents. */
export const optionsQuerySchema = z.object({
  kind: z.enum(OPTION_KINDS),
  search: z.string().max(RequestLimits.searchMax).optional(),
  kioskTypeId: idFilter,
  kioskId: idFilter,
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(OPTIONS_LIMIT_MAX))
    .optional(),
});
export type OptionsQuery = z.output<typeof optionsQuerySchema>;

/** POST users/manager/extra-fields: whose. */
export const extraFieldsBodySchema = z.object({
  userIds: z.array(userIdText).max(RequestLimits.pageSizeMax),
});
export type ExtraFieldsBody = z.output<typeof extraFieldsBodySchema>;
export const extraFieldsQuerySchema = z.object({ isAdmin: z.enum(['true', 'false']).optional() });

/**
 * POST users and PUT users/{id}: the user dialog. `role` is the base role as the spec sends it;
 * `functionalRole`, the role chosen in the dialog, says which assignments are required. The
 * decider judges the values with the spec's messages; the edge only checks their shapes.
 */
export const userBodySchema = z.object({
  id: z.string().max(128).nullish(),
  email: z.string().max(320).nullish(),
  name: field.optionalText(Limits.userNameMax * 4),
  nickname: field.optionalText(Limits.nicknameMax * 4),
  languageId: z.number().int().min(0).max(RequestLimits.idMax).nullish(),
  role: z.enum(BaseRole).nullish(),
  functionalRole: z.enum(FunctionalRole).nullish(),
  domainIds: ids.nullish(),
  kioskIds: ids.nullish(),
  residentIds: ids.nullish(),
  defaultResidentId: z.number().int().min(-1).max(RequestLimits.idMax).nullish(),
  /** An admin's initial password for a new account (spec 02 §2 Users). */
  password: z.string().max(1024).nullish(),
  /** The screen the dialog was opened from: whether it asked for the role. */
  context: z.enum(USER_MANAGER_CONTEXTS).nullish(),
  /** The kiosk or resident a context screen adds the person to. */
  kioskId: optionalId,
  residentId: optionalId,
  updateByUserId: z.string().max(128).nullish(),
  createDate: z.string().max(40).nullish(),
});
export type UserBody = z.output<typeof userBodySchema>;

/** POST users/unlink (spec 02 §6 unlink types). */
export const unlinkBodySchema = z.object({
  userId: userIdText,
  email: z.string().max(320).nullish(),
  performedByUserId: z.string().max(128).nullish(),
  unlinkType: z.union([
    z.literal(UnlinkType.Resident),
    z.literal(UnlinkType.KioskManager),
    z.literal(UnlinkType.KioskContact),
  ]),
  entityId: id,
});
export type UnlinkBody = z.output<typeof unlinkBodySchema>;

/** POST users/change-password-email. */
export const changePasswordEmailBodySchema = z.object({ email: z.string().max(320) });
export type ChangePasswordEmailBody = z.output<typeof changePasswordEmailBodySchema>;

/** POST users/password-link: the emailed token and the new password. */
export const passwordLinkBodySchema = z.object({
  token: z.string().max(300),
  password: z.string().max(1024),
});
export type PasswordLinkBody = z.output<typeof passwordLinkBodySchema>;

/** A user as the user manager lists them, with what the caller may do to them. */
export const managedUserSchema = profileSchema
  .pick({
    id: true,
    email: true,
    name: true,
    nickname: true,
    picture: true,
    languageId: true,
    role: true,
    functionalRole: true,
    domainIds: true,
    kioskIds: true,
    residentIds: true,
    defaultResidentId: true,
  })
  .extend({ isLocked: z.boolean(), canEdit: z.boolean(), canDelete: z.boolean(), createDate: shape.time });
export type ManagedUser = z.output<typeof managedUserSchema>;

const optionLists = {
  kiosks: z.array(
    z.object({
      id: shape.int,
      name: z.string(),
      serialNumber: z.string(),
      typeId: shape.int,
      facilityId: shape.int.nullable(),
    }),
  ),
  residents: z.array(
    z.object({
      id: shape.int,
      name: z.string(),
      kioskId: shape.int.nullable(),
      kioskTypeId: shape.int.nullable(),
    }),
  ),
  facilities: z.array(z.object({ id: shape.int, name: z.string(), domainId: shape.int.nullable() })),
  domains: z.array(
    z.object({
      id: shape.int,
      name: z.string(),
      organizationName: z.string(),
      facilityIds: z.array(shape.int),
    }),
  ),
};

export const managerAnswer = answer({
  users: z.array(managedUserSchema),
  total: shape.int,
  /** The roles the caller may give (the role field's choices). */
  roles: z.array(z.enum(FunctionalRole)),
  ...optionLists,
});
/** The options of one kind a picker's search found (the other lists empty). */
export const optionsAnswer = answer(optionLists);

export const extraFieldsAnswer = answer({
  extraFields: z.array(
    z.object({
      id: z.string(),
      isEmailVerified: z.boolean(),
      lastLogin: shape.time.nullable(),
      lastPasswordReset: shape.time.nullable(),
    }),
  ),
});

/** A saved user (null when the save went by consent to an existing account: decision 0022). */
export const userAnswer = answer({ user: managedUserSchema.nullable(), isEmailSent: z.boolean() });
export const emailSentAnswer = answer({ isEmailSent: z.boolean() });
