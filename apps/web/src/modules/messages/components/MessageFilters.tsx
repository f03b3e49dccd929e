import { MenuItem, TextField } from '@mui/material';
import { MESSAGE_MODERATIONS, MessageType, type MessageModeration } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { SearchField, usePersonName } from '../../../ui/resource';
import type { MessagesScreenState } from '../hooks/useMessagesScreen';
import type { DirectionChoice } from '../utils/messages.util';

/**
 * The Message manager's filters (spec 03 §2.13): the kiosk (admins outside dashboards), the
 * resident (unless on a resident's dashboard), the user, the direction, the moderation state and
 * a subject search.
 */
export function MessageFilters({ screen }: { screen: MessagesScreenState }) {
  const { t } = useTranslation('messages');
  const personName = usePersonName();
  const { origin, messages, directionLabel } = screen;
  return (
    <>
      {origin.showKiosk && (
        <TextField
          select
          size="small"
          label={t('kiosk')}
          value={origin.kioskId ?? ''}
          onChange={(event) =>
            origin.chooseKiosk(event.target.value === '' ? null : Number(event.target.value))
          }
          sx={{ minWidth: 170 }}
        >
          {origin.kiosks.map((kiosk) => (
            <MenuItem key={kiosk.id} value={kiosk.id}>
              {kiosk.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {origin.showResident && (
        <TextField
          select
          size="small"
          label={t('resident')}
          value={origin.residentId ?? 0}
          onChange={(event) => {
            const id = Number(event.target.value);
            origin.chooseResident(id === 0 ? null : id);
          }}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value={0}>{t('allResidents')}</MenuItem>
          {origin.residents.map((resident) => (
            <MenuItem key={resident.id} value={resident.id}>
              {personName(resident.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={t('user')}
        value={messages.filters.userId ?? ''}
        onChange={(event) => messages.setFilters({ userId: event.target.value || null })}
        sx={{ minWidth: 150 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('allUsers')}</MenuItem>
        {messages.users.map((user) => (
          <MenuItem key={user.id} value={user.id}>
            {user.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('direction')}
        value={messages.filters.direction}
        onChange={(event) =>
          messages.setFilters({ direction: Number(event.target.value) as DirectionChoice })
        }
        sx={{ minWidth: 170 }}
      >
        <MenuItem value={0}>{t('directions.all')}</MenuItem>
        <MenuItem value={MessageType.UserToResident}>
          {directionLabel({ messageTypeId: MessageType.UserToResident })}
        </MenuItem>
        <MenuItem value={MessageType.ResidentToUser}>
          {directionLabel({ messageTypeId: MessageType.ResidentToUser })}
        </MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('moderation.filter')}
        value={messages.filters.moderation ?? ''}
        onChange={(event) =>
          messages.setFilters({ moderation: event.target.value as MessageModeration | '' })
        }
        sx={{ minWidth: 170 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('moderation.all')}</MenuItem>
        {MESSAGE_MODERATIONS.map((moderation) => (
          <MenuItem key={moderation} value={moderation}>
            {t(`moderation.${moderation}`)}
          </MenuItem>
        ))}
      </TextField>
      <SearchField
        label={t('search')}
        clearLabel={t('clearSearch')}
        value={messages.filters.search}
        onChange={(search) => messages.setFilters({ search })}
      />
    </>
  );
}
