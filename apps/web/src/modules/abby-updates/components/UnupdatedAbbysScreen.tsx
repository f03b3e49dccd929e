import { useMemo } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { GridColDef } from '@mui/x-data-grid';
import type { UnupdatedAbbyKiosk } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { LocalGrid, ResourceScreen, SearchField, TruncatedCell } from '../../../ui/resource';
import { ALL_FACILITIES, useUnupdatedAbbys } from '../hooks/useUnupdatedAbbys';

/**
 * Unupdated Abbys (spec 02 §2): the Abbys behind the latest update of their kind, read-only, with
 * their TeamViewer id and password; a facility filter (All first) and a search.
 */
export function UnupdatedAbbysScreen() {
  const { t } = useTranslation(['abbyUpdates']);
  const screen = useUnupdatedAbbys();
  const columns = useMemo<GridColDef<UnupdatedAbbyKiosk>[]>(
    () => [
      {
        field: 'name',
        headerName: t('abbyUpdates:unupdated.columns.name'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ value }) => <TruncatedCell text={String(value ?? '')} />,
      },
      {
        field: 'description',
        headerName: t('abbyUpdates:unupdated.columns.description'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ value }) => <TruncatedCell text={String(value ?? '')} />,
      },
      {
        field: 'facilityName',
        headerName: t('abbyUpdates:unupdated.columns.facility'),
        flex: 1.2,
        minWidth: 150,
        renderCell: ({ value }) => (
          <TruncatedCell text={typeof value === 'string' ? value : t('abbyUpdates:unknownFacility')} />
        ),
      },
      {
        field: 'isOnline',
        headerName: t('abbyUpdates:unupdated.columns.online'),
        width: 90,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ value }) =>
          value === true ? (
            <CheckIcon color="success" titleAccess={t('abbyUpdates:online')} />
          ) : (
            <Box component="span" sx={{ position: 'absolute', left: -10000 }}>
              {t('abbyUpdates:offline')}
            </Box>
          ),
      },
      { field: 'teamviewerId', headerName: t('abbyUpdates:unupdated.columns.teamviewerId'), width: 150 },
      {
        field: 'teamviewerPassword',
        headerName: t('abbyUpdates:unupdated.columns.teamviewerPassword'),
        width: 150,
        renderCell: ({ value }) => <TruncatedCell text={String(value ?? '')} />,
      },
    ],
    [t],
  );

  return (
    <ResourceScreen
      title={t('abbyUpdates:unupdated.title')}
      newLabel=""
      filters={
        <>
          <TextField
            select
            size="small"
            label={t('abbyUpdates:unupdated.facility')}
            value={screen.facilityId}
            onChange={(event) => screen.setFacilityId(Number(event.target.value))}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value={ALL_FACILITIES}>{t('abbyUpdates:all')}</MenuItem>
            {screen.facilities.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <SearchField
            label={t('abbyUpdates:unupdated.search')}
            placeholder={t('abbyUpdates:unupdated.searchHint')}
            clearLabel={t('abbyUpdates:clearSearch')}
            value={screen.search}
            onChange={screen.setSearch}
          />
        </>
      }
    >
      <LocalGrid<UnupdatedAbbyKiosk>
        label={t('abbyUpdates:unupdated.table')}
        rows={screen.rows}
        columns={columns}
        firstLoad={screen.firstLoad}
        noRowsText={t('abbyUpdates:unupdated.empty')}
      />
    </ResourceScreen>
  );
}
