import {
  KioskType,
  type FacilityOption,
  type Kiosk,
  type Resident,
  type ResidentPayload,
  type ResidentSummary,
} from '@ambient/core';

/** The row a resident shows while an add or update is on its way. */
export function residentDraft(
  payload: ResidentPayload,
  base: Pick<Resident, 'id' | 'createDate'> & Partial<Resident>,
  kiosks: readonly Kiosk[],
  facilities: readonly FacilityOption[],
): Resident {
  const kiosk = kiosks.find((k) => k.id === payload.kioskId) ?? null;
  const facilityId = kiosk?.facilityId ?? null;
  const facility = facilities.find((f) => f.id === facilityId) ?? null;
  const keptKiosk = base.kiosk && base.kiosk.id === payload.kioskId ? base.kiosk : null;
  const beacon = payload.bluetoothBeaconId;
  return {
    pictureBase64: null,
    isActive: true,
    newMessages: 0,
    updateByUserId: null,
    ...base,
    name: [payload.firstName, payload.lastName].filter(Boolean).join(' '),
    firstName: payload.firstName,
    lastName: payload.lastName,
    kioskId: payload.kioskId,
    kioskTypeId: payload.kioskTypeId,
    facilityId,
    languageId: payload.languageId ?? 1,
    bluetoothBeaconId: typeof beacon === 'number' ? beacon : beacon ? Number(beacon) : null,
    uwbTagId: payload.uwbTagId ?? null,
    kioskKeyTagId: payload.kioskKeyTagId ?? null,
    gameDifficultyLevel: payload.kioskTypeId === KioskType.Abby ? 1 : (base.gameDifficultyLevel ?? null),
    gender: payload.kioskTypeId === KioskType.Abby ? 'M' : null,
    updateDate: new Date().toISOString(),
    kiosk: kiosk
      ? {
          id: kiosk.id,
          name: kiosk.name,
          typeId: kiosk.kioskTypeId ?? kiosk.typeId,
          serialNumber: kiosk.serialNumber,
          facility: facility
            ? { name: facility.name, geographicalDescription: facility.geographicalDescription }
            : kiosk.facilityName
              ? { name: kiosk.facilityName, geographicalDescription: kiosk.facilityLocation ?? '' }
              : null,
        }
      : keptKiosk,
  };
}

/** "Name (City, PR)": the facility with its geographical description in parentheses (spec 02 §3). */
export function facilityText(
  facility: { name: string; geographicalDescription: string } | null,
): string | null {
  if (!facility) return null;
  return facility.geographicalDescription
    ? `${facility.name} (${facility.geographicalDescription})`
    : facility.name;
}

/** A kiosk as pickers show it: its name and serial number. */
export function kioskText(kiosk: { name: string; serialNumber: string }): string {
  if (!kiosk.name || kiosk.name === kiosk.serialNumber) return kiosk.serialNumber;
  return `${kiosk.name} · ${kiosk.serialNumber}`;
}

/** What the session cache keeps of the resident a dashboard opens on (spec 01 §2.6). */
export function residentSummaryOf(resident: Resident, picture: string | null = null): ResidentSummary {
  return {
    id: resident.id,
    name: resident.name || [resident.firstName, resident.lastName].filter(Boolean).join(' '),
    pictureBase64: resident.pictureBase64 ?? picture,
    kioskTypeId: resident.kioskTypeId ?? resident.kiosk?.typeId ?? null,
    kiosk: resident.kiosk
      ? { id: resident.kiosk.id, name: resident.kiosk.name, serialNumber: resident.kiosk.serialNumber }
      : null,
    newMessages: resident.newMessages,
  };
}

/** The picture to show: the row's own, else the one loaded apart. */
export function pictureOf(
  resident: Pick<Resident, 'id' | 'pictureBase64'>,
  pictures: ReadonlyMap<number, string>,
): string | null {
  return resident.pictureBase64 || pictures.get(resident.id) || null;
}
