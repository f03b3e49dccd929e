import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserManagerRequest } from '@ambient/core';
import { userKeys, usersApi } from '../api/users.endpoints';

/**
 * POST users/manager: one page of people (paged, filtered and searched on the server), and for
 * the admin's Users the extra fields of its rows (email verified, last login).
 */
export function usePeopleList(request: UserManagerRequest, enabled: boolean, showsExtraFields: boolean) {
  const query = useQuery({
    queryKey: userKeys.list(request),
    meta: { readModels: ['users', 'kiosks', 'residents', 'facilities'] },
    queryFn: ({ signal }) => usersApi.list(request, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  const rows = useMemo(() => query.data?.users ?? [], [query.data]);
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const extra = useQuery({
    queryKey: userKeys.extraFields(rowIds),
    meta: { readModels: ['users'] },
    queryFn: ({ signal }) => usersApi.extraFields(rowIds, signal),
    enabled: showsExtraFields && rowIds.length > 0,
  });
  const extraFields = useMemo(
    () => new Map((extra.data?.extraFields ?? []).map((fields) => [fields.id, fields])),
    [extra.data],
  );
  return { query, rows, extraFields };
}
