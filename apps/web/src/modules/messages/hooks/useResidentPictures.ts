import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ResidentMessage } from '@ambient/core';
import { kioskDashboardApi, kioskDashboardKeys } from '../../kiosks';

const NO_PICTURES: ReadonlyMap<number, string> = new Map();

/** The pictures of the residents the messages are about, loaded by their ids (spec 03 §6). */
export function useResidentPictures(messages: readonly ResidentMessage[]): ReadonlyMap<number, string> {
  const ids = useMemo(
    () => [...new Set(messages.map((message) => message.residentId))].sort((a, b) => a - b),
    [messages],
  );
  const pictures = useQuery({
    queryKey: kioskDashboardKeys.pictures(ids),
    meta: { readModels: ['residents'], silent: true },
    queryFn: ids.length > 0 ? ({ signal }) => kioskDashboardApi.pictures(ids, signal) : skipToken,
    select: (answer) => new Map(answer.pictures.map((picture) => [picture.residentId, picture.base64])),
    staleTime: 5 * 60_000,
  });
  return pictures.data ?? NO_PICTURES;
}
