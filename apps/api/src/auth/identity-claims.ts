/**
 * The identity claims, Auth0 style (spec 01 §3 Profile): standard OpenID Connect claims plus two
 * namespaced blocks, `${namespace}/user_metadata` and `${namespace}/app_metadata`. The built-in
 * provider issues them from a profile; the token verifier rebuilds a profile from them when an
 * external issuer's user is not in our read model. Pure: no framework, no I/O.
 */
import {
  BaseRole,
  Language,
  deriveFunctionalRole,
  defaultNickname,
  functionalRoleColor,
  isBaseRole,
  type Profile,
} from '@ambient/core';

export interface UserMetadataClaim {
  languageId: number | null;
  picture: string | null;
  defaultResidentId: number | null;
}

export interface AppMetadataClaim {
  domainIds: number[];
  facilityIds: number[];
  kioskIds: number[];
  residentIds: number[];
  role: BaseRole;
}

export const userMetadataClaim = (namespace: string): string => `${namespace}/user_metadata`;
export const appMetadataClaim = (namespace: string): string => `${namespace}/app_metadata`;

/** The claims the built-in provider can release, by scope (the namespaced blocks ride on profile). */
export function claimsByScope(namespace: string): Record<string, string[]> {
  return {
    openid: ['sub'],
    email: ['email'],
    profile: [
      'name',
      'nickname',
      'picture',
      'locale',
      userMetadataClaim(namespace),
      appMetadataClaim(namespace),
    ],
  };
}

/** The claims of a user of our own read model, for the ID token and the userinfo endpoint. */
export function claimsFromProfile(
  profile: Profile,
  namespace: string,
): Record<string, unknown> & { sub: string } {
  const userMetadata: UserMetadataClaim = {
    languageId: profile.languageId,
    picture: profile.picture,
    defaultResidentId: profile.defaultResidentId,
  };
  const appMetadata: AppMetadataClaim = {
    domainIds: [...profile.domainIds],
    facilityIds: [...profile.facilityIds],
    kioskIds: [...profile.kioskIds],
    residentIds: [...profile.residentIds],
    role: profile.role,
  };
  return {
    sub: profile.id,
    email: profile.email,
    name: profile.name,
    nickname: profile.nickname,
    picture: profile.picture ?? undefined,
    locale: profile.languageId === Language.French ? 'fr-CA' : 'en-CA',
    [userMetadataClaim(namespace)]: userMetadata,
    [appMetadataClaim(namespace)]: appMetadata,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && Number.isInteger(v)) : [];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

const integerOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * Builds a profile from the claims of a verified token (an external issuer's user who is not in
 * our read model). Missing or malformed parts fall back to the least privilege: role Guest, no
 * ids, English.
 */
export function profileFromClaims(claims: Record<string, unknown>, namespace: string): Profile {
  const sub = text(claims.sub);
  if (sub === null) throw new Error('The token has no subject');
  const user = isRecord(claims[userMetadataClaim(namespace)])
    ? (claims[userMetadataClaim(namespace)] as Record<string, unknown>)
    : {};
  const app = isRecord(claims[appMetadataClaim(namespace)])
    ? (claims[appMetadataClaim(namespace)] as Record<string, unknown>)
    : {};

  const role = isBaseRole(app.role) ? app.role : BaseRole.Guest;
  const domainIds = ids(app.domainIds);
  const facilityIds = ids(app.facilityIds);
  const kioskIds = ids(app.kioskIds);
  const residentIds = ids(app.residentIds);
  const functionalRole = deriveFunctionalRole({ role, domainIds, kioskIds, residentIds });

  const name = text(claims.name) ?? text(claims[`${namespace}/name`]) ?? '';
  const languageId = integerOrNull(user.languageId) === Language.French ? Language.French : null;
  const defaultResidentId = integerOrNull(user.defaultResidentId);
  return {
    id: sub,
    email: text(claims.email) ?? text(claims[`${namespace}/email`]) ?? '',
    name,
    nickname: text(claims.nickname) ?? defaultNickname(name),
    picture: text(user.picture) ?? text(claims.picture),
    languageId,
    // Spec 01 §3: without a default resident, it is the first of residentIds.
    defaultResidentId:
      defaultResidentId !== null && residentIds.includes(defaultResidentId)
        ? defaultResidentId
        : (residentIds[0] ?? null),
    domainIds,
    facilityIds,
    kioskIds,
    residentIds,
    role,
    functionalRole,
    functionalRoleColor: functionalRoleColor[functionalRole],
  };
}
