import type { DomainOption, FacilityOption, Kiosk, KioskPayload, KioskSummary } from '@ambient/core';
import { toShownText } from '../../../ui/resource';

/** "Name (City, PR)": the facility with its location in parentheses (spec 02 §3); null when missing. */
export function facilityText(
  name: string | null | undefined,
  location: string | null | undefined,
): string | null {
  if (!name) return null;
  const shown = toShownText(name);
  return location ? `${shown} (${toShownText(location)})` : shown;
}

/** The row a kiosk shows while its add or update is on the way. */
export function kioskDraft(
  payload: KioskPayload,
  base: Kiosk | { id: number; createDate: string },
  facilities: readonly FacilityOption[],
  domains: readonly DomainOption[],
): Kiosk {
  const previous = 'serialNumber' in base ? base : null;
  const facility = facilities.find((f) => f.id === payload.facilityId) ?? null;
  const domain = facility ? (domains.find((d) => d.facilityIds.includes(facility.id)) ?? null) : null;
  const hub = payload.phidgetHubSerialNumber;
  return {
    id: base.id,
    createDate: base.createDate,
    serialNumber: payload.serialNumber,
    name: payload.name,
    description: payload.description,
    kioskTypeId: payload.kioskTypeId,
    typeId: payload.kioskTypeId,
    facilityId: facility?.id ?? null,
    phidgetConfigId: payload.phidgetConfigId ?? null,
    phidgetHubSerialNumber: hub === null || hub === undefined || hub === '' ? null : Number(hub),
    phidgetVersion: payload.phidgetVersion ?? null,
    machineName: payload.machineName ?? null,
    identifier: payload.identifier ?? null,
    pictureUri: previous?.pictureUri ?? null,
    contactUserId: payload.contactUserId ?? null,
    contactPhone: payload.contactPhone ?? null,
    contactPosition: payload.contactPosition ?? null,
    contactAvailability: payload.contactAvailability ?? null,
    teamviewerId: payload.teamviewerId ?? previous?.teamviewerId ?? null,
    teamviewerPassword: payload.teamviewerPassword ?? previous?.teamviewerPassword ?? null,
    languageId: payload.languageId ?? previous?.languageId ?? 1,
    updateLevel: payload.updateLevel ?? null,
    isAutoUpdates: payload.isAutoUpdates ?? true,
    updateInstallDate: previous?.updateInstallDate ?? null,
    activityLevel: payload.activityLevel ?? null,
    activityInstallDate: previous?.activityInstallDate ?? null,
    mediaSyncDate: previous?.mediaSyncDate ?? null,
    subscriptionLevel: payload.subscriptionLevel ?? null,
    ambientInvitationIds: payload.ambientInvitationIds ?? [],
    facilityName: facility?.name ?? null,
    facilityLocation: facility?.geographicalDescription ?? null,
    domainName: domain?.name ?? null,
    organizationName: domain?.organizationName ?? null,
    isActive: previous?.isActive ?? true,
    hasResidents: previous?.hasResidents ?? false,
    updateByUserId: payload.updateByUserId ?? null,
  };
}

/** A kiosk as the session cache keeps the active one (spec 01 §2.6, §3). */
export function kioskSummaryOf(kiosk: Kiosk): KioskSummary {
  return {
    id: kiosk.id,
    name: kiosk.name,
    serialNumber: kiosk.serialNumber,
    typeId: kiosk.kioskTypeId || kiosk.typeId,
    facility:
      kiosk.facilityId !== null && kiosk.facilityName
        ? {
            id: kiosk.facilityId,
            name: kiosk.facilityName,
            geographicalDescription: kiosk.facilityLocation ?? '',
          }
        : null,
    domain: kiosk.domainName
      ? { id: 0, name: kiosk.domainName, organizationName: kiosk.organizationName ?? '' }
      : null,
    subscriptionLevel: kiosk.subscriptionLevel,
  };
}
