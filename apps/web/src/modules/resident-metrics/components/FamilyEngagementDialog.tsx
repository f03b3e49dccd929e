import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../i18n/locale.util';
import { usePersonName } from '../../../ui/resource';
import { residentMetricsApi, residentMetricsKeys } from '../api/resident-metrics.endpoints';
import { formatDay, QUIET_CHIP_SX } from '../utils/metrics-view.util';

/**
 * A facility's residents and their family engagement (decision 0074): the last message and
 * album addition of each, quiet families first and flagged.
 */
export function FamilyEngagementDialog({
  facility,
  onClose,
}: {
  facility: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['residentMetrics', 'common']);
  const locale = toLocale(i18n.language);
  const personName = usePersonName();
  const query = useQuery({
    queryKey: residentMetricsKeys.engagement('facility', facility?.id ?? 0),
    queryFn: facility
      ? ({ signal }) => residentMetricsApi.engagement('facility', facility.id, signal)
      : skipToken,
    meta: { readModels: ['residents', 'kiosks', 'messages', 'memory_album_items'] },
  });
  const residents = query.data?.residents ?? [];
  const quiet = residents.filter((r) => r.quietFamily).length;
  // Days on the facility's clock, as the resident metrics show them.
  const day = (value: string | null, timeZone: string) =>
    value ? formatDay(value, locale, timeZone) : t('residentMetrics:engagement.never');
  return (
    <Dialog open={facility !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('residentMetrics:engagement.title', { name: facility?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <Typography color="text.secondary">{t('common:loading.oneMoment')}</Typography>
        ) : query.isError ? (
          <Alert severity="error">{t('residentMetrics:failed')}</Alert>
        ) : residents.length === 0 ? (
          <Typography color="text.secondary">{t('residentMetrics:engagement.none')}</Typography>
        ) : (
          <>
            <Alert severity={quiet > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
              {t('residentMetrics:engagement.quietCount', { count: quiet, total: residents.length })}
            </Alert>
            <TableContainer>
              <Table size="small" aria-label={t('residentMetrics:engagement.table')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('residentMetrics:engagement.resident')}</TableCell>
                    <TableCell>{t('residentMetrics:engagement.kiosk')}</TableCell>
                    <TableCell>{t('residentMetrics:engagement.lastMessageColumn')}</TableCell>
                    <TableCell>{t('residentMetrics:engagement.lastAdditionColumn')}</TableCell>
                    <TableCell>{t('residentMetrics:engagement.flagColumn')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {residents.map((resident) => (
                    <TableRow key={resident.residentId}>
                      <TableCell component="th" scope="row">
                        {personName(resident.name)}
                      </TableCell>
                      <TableCell>{resident.kioskName}</TableCell>
                      <TableCell>{day(resident.lastMessageIn, resident.timeZone)}</TableCell>
                      <TableCell>{day(resident.lastAlbumAddition, resident.timeZone)}</TableCell>
                      <TableCell>
                        {resident.quietFamily ? (
                          <Chip size="small" sx={QUIET_CHIP_SX} label={t('residentMetrics:engagement.yes')} />
                        ) : (
                          t('residentMetrics:engagement.no')
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('residentMetrics:engagement.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
