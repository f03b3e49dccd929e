import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KeyTag } from '@ambient/core';
import { kioskKeys, kiosksApi } from '../../kiosks';

/**
 * The key tags of the kiosk chosen in the resident dialog: those residents/manager sent, else
 * GET kiosks/keytags/{kioskId} (shared with the kiosk screens' cache).
 */
export function useKioskKeyTags(kioskId: number, listed: readonly KeyTag[], enabled: boolean) {
  const fromList = useMemo(() => listed.filter((tag) => tag.kioskId === kioskId), [listed, kioskId]);
  const query = useQuery({
    queryKey: kioskKeys.keyTags(kioskId),
    queryFn: ({ signal }) => kiosksApi.keyTags(kioskId, signal),
    enabled: enabled && kioskId > 0 && fromList.length === 0,
    staleTime: 30_000,
    meta: { readModels: ['key_tags', 'residents'], silent: true },
  });
  return {
    tags: fromList.length > 0 ? fromList : (query.data?.keyTags ?? []),
    loading: enabled && kioskId > 0 && fromList.length === 0 && query.isPending,
  };
}
