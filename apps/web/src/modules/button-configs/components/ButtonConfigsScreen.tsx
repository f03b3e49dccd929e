import { useMemo } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { isLockedDetail, type ConfigDetail } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  GRID_BEHAVIOUR,
  gridSx,
  ResourceScreen,
  DeleteRowButton,
  EditRowLink,
  TruncatedCell,
  useGridLocaleText,
  isNewId,
  toShownText,
} from '../../../ui/resource';
import { useButtonConfigsScreen } from '../hooks/useButtonConfigsScreen';
import { ConfigDetailDialog } from './ConfigDetailDialog';
import { DeleteConfigDetailDialog } from './DeleteConfigDetailDialog';

/**
 * Button Configs (spec 02 §2 "Genie configuration"): pick a button configuration and see its
 * details (Button, Action, Description) with add, edit and delete. A non-configurable button's
 * row cannot be deleted, nor its button or action changed.
 */
export function ButtonConfigsScreen() {
  const { t } = useTranslation(['buttonConfigs', 'common']);
  const screen = useButtonConfigsScreen();
  const { buttonLabel, actionLabel, configName, configDescription } = screen.labels;
  const { openFor } = screen.dialog;
  const { ask } = screen.deletion;
  const localeText = useGridLocaleText(
    screen.loading ? t('common:loading.oneMoment') : t('buttonConfigs:noDetails'),
  );

  const columns = useMemo<GridColDef<ConfigDetail>[]>(
    () => [
      {
        field: 'buttonId',
        headerName: t('buttonConfigs:columns.button'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => buttonLabel(row.buttonId),
        renderCell: ({ row }) => (
          <EditRowLink
            text={buttonLabel(row.buttonId)}
            label={t('buttonConfigs:editRow', { button: buttonLabel(row.buttonId) })}
            disabled={isNewId(row.id)}
            onClick={() => openFor(row)}
          />
        ),
      },
      {
        field: 'buttonActionId',
        headerName: t('buttonConfigs:columns.action'),
        flex: 1.2,
        minWidth: 170,
        valueGetter: (_value, row) => actionLabel(row.buttonActionId),
        renderCell: ({ value }) => <TruncatedCell text={String(value)} />,
      },
      {
        field: 'description',
        headerName: t('buttonConfigs:columns.description'),
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ value }) => <TruncatedCell text={toShownText(value as string | null)} />,
      },
      {
        field: 'actions',
        headerName: t('buttonConfigs:columns.actions'),
        width: 90,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => {
          const button = buttonLabel(row.buttonId);
          const locked = isLockedDetail(row);
          return (
            <DeleteRowButton
              label={
                locked ? t('buttonConfigs:lockedRow', { button }) : t('buttonConfigs:deleteRow', { button })
              }
              disabled={locked || isNewId(row.id)}
              onClick={() => ask(row)}
            />
          );
        },
      },
    ],
    [t, buttonLabel, actionLabel, openFor, ask],
  );

  return (
    <ResourceScreen
      title={t('buttonConfigs:title')}
      newLabel={t('buttonConfigs:addDetail')}
      onNew={() => openFor(null)}
      // A detail belongs to the chosen configuration.
      newDisabled={!screen.config}
      filters={
        <>
          <TextField
            select
            size="small"
            margin="none"
            label={t('buttonConfigs:configuration')}
            value={screen.config?.id ?? ''}
            onChange={(e) => screen.chooseConfig(Number(e.target.value))}
            sx={{ minWidth: 240, maxWidth: { sm: 320 } }}
          >
            {screen.configs.map((config) => (
              <MenuItem key={config.id} value={config.id}>
                {configName(config)}
              </MenuItem>
            ))}
          </TextField>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {screen.config ? configDescription(screen.config) : ''}
          </Typography>
        </>
      }
    >
      <DataGrid<ConfigDetail>
        aria-label={t('buttonConfigs:table')}
        rows={screen.details}
        columns={columns}
        loading={screen.loading}
        hideFooter
        {...GRID_BEHAVIOUR}
        localeText={localeText}
        sx={gridSx(200)}
      />
      <ConfigDetailDialog
        open={screen.dialog.isOpen}
        detail={screen.dialog.target}
        formKey={screen.dialog.formKey}
        busy={screen.saving}
        details={screen.details}
        buttons={screen.buttons}
        buttonActions={screen.buttonActions}
        buttonLabel={buttonLabel}
        actionLabel={actionLabel}
        onSave={screen.save}
        onClose={screen.dialog.close}
      />
      <DeleteConfigDetailDialog
        flow={screen.deletion}
        buttonLabel={buttonLabel}
        actionLabel={actionLabel}
        config={screen.config ? configName(screen.config) : ''}
      />
    </ResourceScreen>
  );
}
