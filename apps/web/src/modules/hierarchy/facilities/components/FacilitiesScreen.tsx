import { useMemo, useState } from 'react';
import Diversity1Outlined from '@mui/icons-material/Diversity1Outlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type Facility } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  gridOf,
  ResourceGrid,
  ResourceScreen,
  DeleteRowButton,
  EditRowLink,
  RowIconButton,
  SearchField,
  useTableLocale,
  isNewId,
  toShownText,
} from '../../../../ui/resource';
import { FamilyEngagementDialog } from '../../../resident-metrics';
import { useFacilitiesScreen } from '../hooks/useFacilitiesScreen';
import { DeleteFacilityDialog } from './DeleteFacilityDialog';
import { FacilityDialog } from './FacilityDialog';
import { InboxSettingsDialog } from './InboxSettingsDialog';

/** Facilities (spec 01 §2.10): search covers name, domain, city and province/state. */
export function FacilitiesScreen() {
  const { t } = useTranslation('facilities');
  const locale = useTableLocale();
  const screen = useFacilitiesScreen();
  const { openFor } = screen.dialog;
  const { ask } = screen.deletion;
  const { t: tm } = useTranslation('residentMetrics');
  // Beyond the spec (decision 0074): the family engagement of the facility's residents.
  const [engagementOf, setEngagementOf] = useState<{ id: number; name: string } | null>(null);
  // Beyond the spec (decision 0077): the facility's moderated inbox.
  const [inboxOf, setInboxOf] = useState<{ id: number; name: string } | null>(null);

  const columns = useMemo<GridColDef<Facility>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1.4,
        minWidth: 180,
        renderCell: ({ row }) => (
          <EditRowLink
            text={toShownText(row.name)}
            label={t('editRow', { name: toShownText(row.name) })}
            disabled={isNewId(row.id)}
            onClick={() => openFor(row)}
          />
        ),
      },
      {
        field: 'city',
        headerName: t('columns.city'),
        flex: 1,
        minWidth: 120,
        valueFormatter: (value: string) => toShownText(value),
      },
      { field: 'provState', headerName: t('columns.provState'), width: 110 },
      {
        field: 'domainName',
        headerName: t('columns.domain'),
        flex: 1,
        minWidth: 130,
        valueFormatter: (value: string | null) => toShownText(value),
      },
      {
        field: 'createDate',
        headerName: t('columns.created'),
        width: 130,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 140,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
            <RowIconButton
              label={tm('engagement.openFor', { name: toShownText(row.name) })}
              icon={<Diversity1Outlined fontSize="small" />}
              disabled={isNewId(row.id)}
              onClick={() => setEngagementOf({ id: row.id, name: toShownText(row.name) })}
            />
            <RowIconButton
              label={t('inbox.openFor', { name: toShownText(row.name) })}
              icon={<MarkEmailReadOutlined fontSize="small" />}
              disabled={isNewId(row.id)}
              onClick={() => setInboxOf({ id: row.id, name: toShownText(row.name) })}
            />
            <DeleteRowButton
              label={t('deleteRow', { name: toShownText(row.name) })}
              disabled={isNewId(row.id)}
              onClick={() => ask(row)}
            />
          </Stack>
        ),
      },
    ],
    [t, tm, locale, openFor, ask],
  );

  return (
    <ResourceScreen
      title={t('title')}
      newLabel={t('newFacility')}
      onNew={() => openFor(null)}
      filters={
        <SearchField
          label={t('search')}
          placeholder={t('searchHint')}
          clearLabel={t('clearSearch')}
          value={screen.list.searchText}
          onChange={screen.list.setSearchText}
        />
      }
    >
      <ResourceGrid label={t('table')} {...gridOf(screen)} columns={columns} noRowsText={t('noFacilities')} />
      <FacilityDialog
        open={screen.dialog.isOpen}
        facility={screen.dialog.target}
        formKey={screen.dialog.formKey}
        busy={screen.saving}
        domains={screen.domains}
        provStates={screen.provStates}
        countries={screen.countries}
        onSave={screen.save}
        onClose={screen.dialog.close}
      />
      <DeleteFacilityDialog flow={screen.deletion} />
      <FamilyEngagementDialog facility={engagementOf} onClose={() => setEngagementOf(null)} />
      <InboxSettingsDialog facility={inboxOf} onClose={() => setInboxOf(null)} />
    </ResourceScreen>
  );
}
