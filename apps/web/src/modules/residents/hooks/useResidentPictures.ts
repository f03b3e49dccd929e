import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Resident, ResidentPicturesResponse } from '@ambient/core';
import { residentKeys, residentsApi } from '../api/residents.endpoints';

const PICTURES_STALE_MS = 5 * 60_000;

function toMap(response: ResidentPicturesResponse | undefined): Map<number, string> {
  return new Map((response?.pictures ?? []).map((p) => [p.residentId, p.base64] as const));
}

/**
 * Pictures of the residents shown without one (spec 02 §2 Residents manager): admins load
 * every resident picture at once, others the pictures of the residents on screen by id.
 */
export function useResidentPictures(residents: readonly Resident[], isAdmin: boolean): Map<number, string> {
  const missing = useMemo(
    () =>
      residents
        .filter((r) => r.id > 0 && !r.pictureBase64)
        .map((r) => r.id)
        .sort((a, b) => a - b),
    [residents],
  );
  const all = useQuery({
    queryKey: residentKeys.allPictures,
    queryFn: ({ signal }) => residentsApi.allPictures(signal),
    enabled: isAdmin && missing.length > 0,
    staleTime: PICTURES_STALE_MS,
    meta: { readModels: ['residents'], silent: true },
  });
  const some = useQuery({
    queryKey: residentKeys.picturesOf(missing),
    queryFn: ({ signal }) => residentsApi.pictures(missing, signal),
    enabled: !isAdmin && missing.length > 0,
    staleTime: PICTURES_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { readModels: ['residents'], silent: true },
  });
  const data = isAdmin ? all.data : some.data;
  return useMemo(() => toMap(data), [data]);
}
