import { useState } from 'react';
import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { HistoryKind } from '@ambient/core';
import { saveBlob } from '../../../../utils/browser-file.util';
import { historyApi, historyKeys } from '../api/history.endpoints';

/**
 * A subject's history (decision 0067): every event (read once), and the subject as it stood at
 * the chosen moment (`at`, null for now), read alone; the workbook of the history up to then.
 */
export function useHistory(kind: HistoryKind, id: string) {
  const [at, setAt] = useState<string | null>(null);
  const whole = useQuery({
    queryKey: historyKeys.whole(kind, id),
    queryFn: ({ signal }) => historyApi.whole(kind, id, signal),
    retry: false,
  });
  const moment = useQuery({
    queryKey: historyKeys.moment(kind, id, at ?? ''),
    queryFn: at === null ? skipToken : ({ signal }) => historyApi.moment(kind, id, at, signal),
    placeholderData: keepPreviousData,
    retry: false,
    // A moment before anything was recorded is said beside the picker, not as a failure.
    meta: { silent: true },
  });
  const download = useMutation({
    mutationFn: () => historyApi.workbook(kind, id, at),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? `history-${kind}-${id}.xlsx`),
  });
  const shown = at === null ? whole.data : moment.data;
  return {
    at,
    setAt,
    history: whole.data ?? null,
    loading: whole.isPending,
    /** The state shown: now, or at the moment chosen (null while it loads or when nothing was). */
    state: shown?.state ?? null,
    names: shown?.names ?? {},
    momentError: at === null ? null : moment.error,
    momentLoading: at !== null && moment.isFetching,
    download,
  };
}
