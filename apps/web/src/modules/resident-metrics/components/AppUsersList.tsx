import { Avatar, Box, List, ListItem, ListItemAvatar, ListItemText, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FunctionalRole, Locale, ResidentAppUsersResponse } from '@ambient/core';
import { usePersonName } from '../../../ui/resource';
import { formatDay } from '../utils/metrics-view.util';

/** Spec 02 §9: rows of 60 px, the list at most 481 px high. */
const ROW_HEIGHT = 60;
const MAX_HEIGHT = 481;

/** The people who may use the mobile app for the resident, with their activation and last sign-in. */
export function AppUsersList({
  query,
  locale,
  timeZone,
}: {
  query: UseQueryResult<ResidentAppUsersResponse>;
  locale: Locale;
  /** The facility's, once a chart said it; the browser's before. */
  timeZone?: string;
}) {
  const { t } = useTranslation(['residentMetrics', 'common']);
  const personName = usePersonName();
  const users = query.data?.users ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="metrics-users-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('residentMetrics:users.title')}
      </Typography>
      {query.isPending ? (
        <Typography color="text.secondary">{t('common:loading.oneMoment')}</Typography>
      ) : query.isError ? (
        <Typography color="error">{t('residentMetrics:failed')}</Typography>
      ) : users.length === 0 ? (
        <Typography color="text.secondary">{t('residentMetrics:users.none')}</Typography>
      ) : (
        <Box
          tabIndex={0}
          role="region"
          aria-labelledby="metrics-users-title"
          sx={{ maxHeight: MAX_HEIGHT, overflowY: 'auto' }}
        >
          <List dense disablePadding>
            {users.map((user) => {
              const name = personName(user.name);
              const role = t(`residentMetrics:roles.${user.functionalRole as FunctionalRole}`, {
                defaultValue: user.functionalRole,
              });
              const signIn = user.lastSignIn
                ? t('residentMetrics:users.lastSignIn', {
                    date: formatDay(user.lastSignIn, locale, timeZone),
                  })
                : t('residentMetrics:users.neverSignedIn');
              const activated = user.activationDate
                ? ` · ${t('residentMetrics:users.activated', { date: formatDay(user.activationDate, locale, timeZone) })}`
                : '';
              return (
                <ListItem key={user.id} sx={{ minHeight: ROW_HEIGHT }} divider>
                  <ListItemAvatar>
                    <Avatar aria-hidden>{name.slice(0, 1).toUpperCase()}</Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={`${name} — ${role}`} secondary={`${signIn}${activated}`} />
                </ListItem>
              );
            })}
          </List>
        </Box>
      )}
    </Paper>
  );
}
