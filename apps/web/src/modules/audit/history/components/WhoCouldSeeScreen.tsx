import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, formatTime, type AccessPerson } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { LocalGrid, usePersonName, useTableLocale } from '../../../../ui/resource';
import { historyApi, historyKeys } from '../api/history.endpoints';
import { MomentField } from './MomentField';

/**
 * Who could see a resident's messages, albums and picture at a moment, and through which
 * assignment (issue 14 point 3; decision 0069): the resident from the address
 * (`?residentId=12[&at=…]`), the moment chosen in the viewer's local time (now at first), and each person
 * with their role then and their routes, as the server folds them from the log.
 */
export function WhoCouldSeeScreen() {
  const [search] = useSearchParams();
  const { t } = useTranslation(['history', 'shell']);
  const locale = useTableLocale();
  const personName = usePersonName();
  const residentId = search.get('residentId') ?? '';
  const [at, setAt] = useState(() => search.get('at') ?? new Date().toISOString());
  const query = useQuery({
    queryKey: historyKeys.access(residentId, at),
    queryFn: ({ signal }) => historyApi.residentAccess(residentId, at, signal),
    enabled: /^\d+$/.test(residentId),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
  const answer = query.data;
  const when = (iso: string) => `${formatTableDate(iso, locale)} ${formatTime(iso, locale)}`;

  const columns = useMemo<GridColDef<AccessPerson>[]>(() => {
    const dateOf = (iso: string) => `${formatTableDate(iso, locale)} ${formatTime(iso, locale)}`;
    return [
      {
        field: 'name',
        headerName: t('history:who.columns.person'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ py: 0.75, lineHeight: 1.3 }}>
            <Box>{personName(row.name)}</Box>
            <Typography variant="caption" color="text.secondary">
              {row.email}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'role',
        headerName: t('history:who.columns.role'),
        width: 180,
        valueGetter: (value: AccessPerson['role']) => t(`shell:functionalRoles.${value}`),
        renderCell: ({ value }) => <Box sx={{ py: 0.75 }}>{String(value)}</Box>,
      },
      {
        field: 'grants',
        headerName: t('history:who.columns.through'),
        flex: 1.6,
        minWidth: 280,
        sortable: false,
        renderCell: ({ row }) => (
          <Box component="ul" sx={{ m: 0, p: 0, py: 0.75, listStyle: 'none', whiteSpace: 'normal' }}>
            {row.grants.map((grant) => (
              <li key={`${grant.via}-${grant.id ?? ''}`}>
                {t(`history:who.via.${grant.via}`, { name: grant.name ?? '—', since: dateOf(grant.since) })}
              </li>
            ))}
          </Box>
        ),
      },
      {
        field: 'sees',
        headerName: t('history:who.columns.sees'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => {
          const sees = [...new Set(row.grants.flatMap((grant) => grant.sees))];
          // A wider route covers the visitor's own messages.
          const shown = sees.includes('messages') ? sees.filter((s) => s !== 'ownMessages') : sees;
          const text = shown.map((s) => t(`history:who.sees.${s}`)).join(', ');
          return text.charAt(0).toUpperCase() + text.slice(1);
        },
        renderCell: ({ value }) => <Box sx={{ py: 0.75, whiteSpace: 'normal' }}>{String(value)}</Box>,
      },
    ];
  }, [t, locale, personName]);

  return (
    <Box component="section" aria-labelledby="who-title">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id="who-title" variant="h4" component="h1">
          {t('history:who.title')}
        </Typography>
        {answer && (
          <Typography variant="h6" component="p" color="text.secondary">
            {personName(answer.resident.name)}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'baseline' }}>
        <MomentField
          label={t('history:who.moment')}
          value={at}
          onChange={(chosen) => setAt(chosen ?? new Date().toISOString())}
        />
        {answer && (
          <Typography color="text.secondary">
            {t('history:who.place', {
              kiosk: answer.resident.kioskName ?? '—',
              facility: answer.resident.facilityName ?? '—',
              domain: answer.resident.domainName ?? '—',
            })}
          </Typography>
        )}
      </Stack>
      {query.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {query.error.message}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('history:stateAt', { date: when(at) })}
      </Typography>
      <LocalGrid<AccessPerson>
        label={t('history:who.table')}
        rows={query.error ? [] : (answer?.people ?? [])}
        columns={columns}
        getRowId={(row) => row.userId}
        getRowHeight={() => 'auto'}
        firstLoad={query.isPending && query.fetchStatus !== 'idle'}
        noRowsText={t('history:who.empty')}
      />
    </Box>
  );
}
