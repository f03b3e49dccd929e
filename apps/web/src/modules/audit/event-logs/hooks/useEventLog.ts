import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditContext } from '@ambient/core';
import { useListParams } from '../../../../ui/resource';
import { eventLogKeys, eventLogsApi, type EventLogParams } from '../api/event-logs.endpoints';
import type { EventLogKind } from '../utils/event-log.util';

/**
 * One log's page from the server (decision 0058), newest first: Verbose off (the default) leaves
 * the attempts out; the Playlist Events screen chooses ABBY or GENIE and Kiosk or Resident.
 * Changing any of them goes back to the first page.
 */
export function useEventLog(log: EventLogKind) {
  const list = useListParams([{ field: 'createDate', sort: 'desc' }]);
  const [verbose, setVerboseState] = useState(false);
  const [context, setContextState] = useState<AuditContext>('GENIE');
  const [isKiosk, setIsKioskState] = useState(false);
  const params = useMemo<EventLogParams>(
    () => ({ ...list.params, verbose, context, isKiosk }),
    [list.params, verbose, context, isKiosk],
  );
  const query = useQuery({
    queryKey: eventLogKeys.page(log, params),
    queryFn: ({ signal }) => eventLogsApi.page(log, params, signal),
    placeholderData: keepPreviousData,
  });
  const { firstPage } = list;
  const changing = useCallback(
    <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        firstPage();
      },
    [firstPage],
  );
  return {
    list,
    verbose,
    setVerbose: changing(setVerboseState),
    context,
    setContext: changing(setContextState),
    isKiosk,
    setIsKiosk: changing(setIsKioskState),
    rows: query.data?.events ?? [],
    rowCount: query.data?.total ?? 0,
    loading: query.isFetching,
    firstLoad: query.isPending,
  };
}
