import { useId } from 'react';
import {
  Button,
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
import { formatRelativeDate, type Locale } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useRolloutDetail } from '../hooks/useRollouts';

export interface FailedKiosksDialogProps {
  rolloutId: number | null;
  locale: Locale;
  onClose: () => void;
}

/** A rollout's kiosks that failed to install, with the error each reported; live while open. */
export function FailedKiosksDialog({ rolloutId, locale, onClose }: FailedKiosksDialogProps) {
  const { t } = useTranslation(['rollouts', 'common']);
  const titleId = useId();
  const { rollout, loading } = useRolloutDetail(rolloutId);
  const now = new Date();
  return (
    <Dialog
      open={rolloutId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('rollouts:detail.title', { name: rollout?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {loading || !rollout ? (
          <Typography role="status">{t('rollouts:detail.loading')}</Typography>
        ) : rollout.failedKiosks.length === 0 ? (
          <Typography>{t('rollouts:detail.none')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('rollouts:detail.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('rollouts:detail.kiosk')}</TableCell>
                  <TableCell>{t('rollouts:detail.group')}</TableCell>
                  <TableCell>{t('rollouts:detail.error')}</TableCell>
                  <TableCell>{t('rollouts:detail.date')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rollout.failedKiosks.map((kiosk) => (
                  <TableRow key={kiosk.serialNumber}>
                    <TableCell component="th" scope="row">
                      {kiosk.serialNumber}
                    </TableCell>
                    <TableCell>{rollout.groups[kiosk.group]?.name ?? kiosk.group + 1}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {kiosk.error ?? t('rollouts:detail.noError')}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatRelativeDate(kiosk.date, now, locale)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
