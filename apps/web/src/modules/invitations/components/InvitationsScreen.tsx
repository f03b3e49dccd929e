import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { AmbientInvitation } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  DeleteRowButton,
  EditRowLink,
  isNewId,
  LocalGrid,
  ResourceScreen,
  SearchField,
} from '../../../ui/resource';
import { useInvitationsScreen } from '../hooks/useInvitationsScreen';
import { DeleteInvitationDialog } from './DeleteInvitationDialog';
import { InvitationDialog } from './InvitationDialog';

/**
 * Ambient Invitations (spec 03 §2.11): ID, Message, Default, Activate Response and delete; the
 * message opens the edit dialog; search by message. A default invitation, or one a kiosk offers,
 * is kept by the server, and its delete button says why (decision 0063).
 */
export function InvitationsScreen() {
  const { t } = useTranslation(['invitations', 'common']);
  const screen = useInvitationsScreen();
  const { openFor } = screen.dialog;
  const { ask } = screen.deletion;

  const columns = useMemo<GridColDef<AmbientInvitation>[]>(() => {
    const yesNo = (value: unknown): string => t(value === true ? 'invitations:yes' : 'invitations:no');
    return [
      {
        field: 'id',
        headerName: t('invitations:columns.id'),
        width: 90,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
        valueFormatter: (value: number) => (isNewId(value) ? '' : String(value)),
      },
      {
        field: 'message',
        headerName: t('invitations:columns.message'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <EditRowLink
            text={row.message}
            label={t('invitations:editRow', { message: row.message })}
            disabled={isNewId(row.id)}
            onClick={() => openFor(row)}
          />
        ),
      },
      {
        field: 'isDefault',
        headerName: t('invitations:columns.isDefault'),
        width: 120,
        valueFormatter: yesNo,
      },
      {
        field: 'isExecuteRandom',
        headerName: t('invitations:columns.isExecuteRandom'),
        width: 190,
        valueFormatter: yesNo,
      },
      {
        field: 'actions',
        headerName: t('invitations:columns.actions'),
        width: 100,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <DeleteRowButton
            label={
              row.isDefault
                ? t('invitations:deleteDefault', { message: row.message })
                : row.kioskCount > 0
                  ? t('invitations:deleteInUse', { message: row.message, count: row.kioskCount })
                  : t('invitations:deleteRow', { message: row.message })
            }
            disabled={isNewId(row.id)}
            onClick={() => ask(row)}
          />
        ),
      },
    ];
  }, [t, openFor, ask]);

  return (
    <ResourceScreen
      title={t('invitations:title')}
      newLabel={t('invitations:create')}
      onNew={() => openFor(null)}
      filters={
        <SearchField
          label={t('invitations:search')}
          placeholder={t('invitations:searchHint')}
          clearLabel={t('invitations:clearSearch')}
          value={screen.search}
          onChange={screen.setSearch}
        />
      }
    >
      <LocalGrid<AmbientInvitation>
        label={t('invitations:table')}
        rows={screen.rows}
        columns={columns}
        firstLoad={screen.firstLoad}
        noRowsText={t('invitations:noInvitations')}
      />
      <InvitationDialog
        open={screen.dialog.isOpen}
        invitation={screen.dialog.target}
        formKey={screen.dialog.formKey}
        busy={screen.saving}
        onSave={(form, original) => void screen.save(form, original)}
        onClose={screen.dialog.close}
      />
      <DeleteInvitationDialog flow={screen.deletion} />
    </ResourceScreen>
  );
}
