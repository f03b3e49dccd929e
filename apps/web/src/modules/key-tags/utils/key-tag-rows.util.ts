import type { KeyTag, KeyTagMapperResponse, KeyTagPayload } from '@ambient/core';

type Mapper = Omit<KeyTagMapperResponse, 'errorSeverity' | 'errorMessage'>;

/** The row a mapping shows while its save is on the way: names looked up in the mapper's lists. */
export function keyTagDraft(
  payload: KeyTagPayload,
  base: Pick<KeyTag, 'id'> & Partial<KeyTag>,
  mapper: Pick<Mapper, 'kiosks' | 'facilities' | 'residents'>,
): KeyTag {
  const kiosk = mapper.kiosks.find((k) => k.id === payload.kioskId);
  const facility = mapper.facilities.find((f) => f.id === kiosk?.facilityId);
  const residentId = base.residentId ?? null;
  return {
    id: base.id,
    kioskId: payload.kioskId ?? 0,
    tagId: payload.tagId,
    keyNum: Number(payload.keyNum),
    residentId,
    facilityId: kiosk?.facilityId ?? null,
    kioskSerialNumber: kiosk?.serialNumber ?? '',
    facilityName: facility?.name ?? null,
    residentName: mapper.residents.find((r) => r.id === residentId)?.name ?? null,
  };
}

/** The same row with another resident (or none), while the assignment is on the way. */
export function withResident(
  row: KeyTag,
  residentId: number | null,
  mapper: Pick<Mapper, 'residents'>,
): KeyTag {
  return {
    ...row,
    residentId,
    residentName:
      residentId === null ? null : (mapper.residents.find((r) => r.id === residentId)?.name ?? null),
  };
}
