import type { ResidentPicturesResponse } from '@ambient/core';

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
