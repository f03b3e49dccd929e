import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import { formatRelativeDate } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useTableLocale } from '../../../ui/resource';
import type { useDeviceCredential } from '../hooks/useDeviceCredential';
import { DashboardPanel } from './DashboardPanel';

export interface DeviceCredentialPanelProps {
  serialNumber: string;
  credential: ReturnType<typeof useDeviceCredential>;
}

/**
 * Admin only (decision 0028): how the kiosk signs in to the device gateway. Whether it has a
 * secret and when it was issued or last rotated; Issue, or Rotate after a warning that the old
 * secret stops working; the new secret shown once, in a dialog with a copy button.
 */
export function DeviceCredentialPanel({ serialNumber, credential }: DeviceCredentialPanelProps) {
  const { t } = useTranslation('kioskDashboard');
  const locale = useTableLocale();
  const { status, loading, busy } = credential;
  return (
    <DashboardPanel title={t('deviceSignIn.title')}>
      {!status ? (
        loading ? (
          <Stack spacing={1} role="status" aria-label={t('deviceSignIn.title')}>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </Stack>
        ) : null
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box>
            <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.6 }}>
              {t('deviceSignIn.username')}
            </Typography>
            <Typography sx={{ fontWeight: 500, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {status.username}
            </Typography>
          </Box>
          <Box>
            <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.6 }}>
              {t('deviceSignIn.credential')}
            </Typography>
            {status.issued && status.issuedAt ? (
              <>
                <Typography sx={{ fontWeight: 500 }}>
                  {t(status.generation > 1 ? 'deviceSignIn.rotatedOn' : 'deviceSignIn.issuedOn', {
                    date: formatRelativeDate(status.issuedAt, new Date(), locale),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('deviceSignIn.generation', { generation: status.generation })}
                </Typography>
              </>
            ) : (
              <>
                <Typography sx={{ fontWeight: 500 }}>{t('deviceSignIn.notIssued')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('deviceSignIn.notIssuedHint')}
                </Typography>
              </>
            )}
          </Box>
          <Button
            variant={status.issued ? 'outlined' : 'contained'}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <KeyRounded />}
            disabled={busy}
            onClick={credential.request}
          >
            {t(status.issued ? 'deviceSignIn.rotate' : 'deviceSignIn.issue')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={credential.rotate.open}
        title={t('deviceSignIn.rotateTitle')}
        confirmLabel={t('deviceSignIn.rotateConfirm')}
        cancelLabel={t('deviceSignIn.cancel')}
        busy={busy}
        destructive
        onConfirm={credential.rotate.confirm}
        onCancel={credential.rotate.cancel}
      >
        <Typography>{t('deviceSignIn.rotateQuestion', { serialNumber })}</Typography>
      </ConfirmDialog>
      <SecretDialog serialNumber={serialNumber} secret={credential.secret} />
    </DashboardPanel>
  );
}

/** The new secret, this once: wide enough to read it whole, with a copy button. */
function SecretDialog({
  serialNumber,
  secret,
}: {
  serialNumber: string;
  secret: ReturnType<typeof useDeviceCredential>['secret'];
}) {
  const { t } = useTranslation('kioskDashboard');
  const titleId = useId();
  const warningId = useId();
  const shown = secret.shown;
  return (
    <Dialog
      open={shown !== null}
      aria-labelledby={titleId}
      aria-describedby={warningId}
      slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('deviceSignIn.secretTitle', { serialNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert id={warningId} severity="warning">
            {t('deviceSignIn.secretOnce')}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t('deviceSignIn.secretLabel')}
              value={shown?.secret ?? ''}
              fullWidth
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
              }}
            />
            <Button
              variant="contained"
              startIcon={<ContentCopyRounded />}
              onClick={() => void secret.copySecret()}
              sx={{ flex: 'none', whiteSpace: 'nowrap' }}
            >
              {t('deviceSignIn.copy')}
            </Button>
          </Stack>
          <Typography
            role="status"
            variant="body2"
            color={secret.copy === 'failed' ? 'error' : 'success.dark'}
            sx={{ minHeight: '1.5em' }}
          >
            {secret.copy === 'copied'
              ? t('deviceSignIn.copied')
              : secret.copy === 'failed'
                ? t('deviceSignIn.copyFailed')
                : ''}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={secret.close}>{t('deviceSignIn.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
