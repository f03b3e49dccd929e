import type {
  Resident,
  ResidentPicturesResponse,
  ResidentResponse,
  ResidentsManagerResponse,
} from '@ambient/core';
import { withRowReplaced, withoutRow } from '../../../ui/resource';

/** A cached page with one resident replaced (kept in place); pages without it are left as they were. */
export function pageWithResident(
  data: ResidentsManagerResponse | undefined,
  resident: Resident,
): ResidentsManagerResponse | undefined {
  if (!data || !data.residents.some((r) => r.id === resident.id)) return data;
  return { ...data, residents: withRowReplaced(data.residents, resident.id, resident) };
}

/** A cached page without a resident; the total drops by one when the page held it. */
export function pageWithoutResident(
  data: ResidentsManagerResponse | undefined,
  residentId: number,
): ResidentsManagerResponse | undefined {
  if (!data || !data.residents.some((r) => r.id === residentId)) return data;
  return {
    ...data,
    residents: withoutRow(data.residents, residentId),
    ...(data.total === undefined ? {} : { total: Math.max(0, data.total - 1) }),
  };
}

/** A cached resident (GET residents/{id}) with new values. */
export function oneWithResident(
  data: ResidentResponse | undefined,
  resident: Resident,
): ResidentResponse | undefined {
  return data ? { ...data, resident } : data;
}

/** Cached pictures with one resident's picture set. */
export function picturesWith(
  data: ResidentPicturesResponse | undefined,
  residentId: number,
  base64: string,
): ResidentPicturesResponse | undefined {
  if (!data) return data;
  const pictures = data.pictures.filter((p) => p.residentId !== residentId);
  return { ...data, pictures: [...pictures, { residentId, base64 }] };
}
