import { useState } from 'react';
import { Alert, IconButton, InputAdornment, Snackbar, TextField } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Timings } from '@ambient/core';
import { useTranslation } from 'react-i18next';

/** A new account's initial password (admins), read-only, with Copy and its "Copied!" notice. */
export function InitialPasswordField({ password }: { password: string }) {
  const { t } = useTranslation('people');
  const [copied, setCopied] = useState(false);
  return (
    <>
      <TextField
        label={t('dialog.initialPassword')}
        value={password}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('dialog.copy')}
                  onClick={() => {
                    void navigator.clipboard?.writeText(password).catch(() => undefined);
                    setCopied(true);
                  }}
                >
                  <ContentCopy fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Snackbar
        open={copied}
        autoHideDuration={Timings.copyNoticeMs}
        onClose={() => setCopied(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" role="status" onClose={() => setCopied(false)}>
          {t('copied')}
        </Alert>
      </Snackbar>
    </>
  );
}
