import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SummaryKind } from '@ambient/core';
import { adminApi, adminQueryKeys, type SummaryResponses } from '../api/admin.endpoints';

/** A query has answered (with data or an error), so the next one may start. */
const settled = (query: UseQueryResult<unknown>): boolean => query.status !== 'pending';

function useSummary<K extends SummaryKind>(kind: K, after: UseQueryResult<unknown>) {
  return useQuery({
    queryKey: adminQueryKeys.summary(kind),
    queryFn: ({ signal }) => adminApi.summary(kind, signal),
    enabled: settled(after),
  });
}

export type DashboardSummaries = { [K in SummaryKind]: UseQueryResult<SummaryResponses[K]> };

/**
 * The build version, then the organization, domain, facility, kiosk, resident and user
 * summaries, each loaded once the one before has answered (spec 01 §2.11).
 */
export function useDashboardSummaries() {
  const version = useQuery({
    queryKey: adminQueryKeys.buildVersion,
    queryFn: ({ signal }) => adminApi.buildVersion(signal),
    staleTime: Infinity,
  });
  const organization = useSummary('organization', version);
  const domain = useSummary('domain', organization);
  const facility = useSummary('facility', domain);
  const kiosk = useSummary('kiosk', facility);
  const resident = useSummary('resident', kiosk);
  const user = useSummary('user', resident);
  const summaries: DashboardSummaries = { organization, domain, facility, kiosk, resident, user };
  return { version, summaries };
}
