import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { formatTableDate, formatTime, type Locale } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { fromLocalInput, toLocalInput } from '../../../utils/local-time.util';
import { overrideEndProblem } from '../utils/override-ends.util';

/** A selected kiosk's end in the Ends column: the moment, or "No end"; a button that changes it. */
export function OverrideEndCell({
  serialNumber,
  until,
  selected,
  locale,
  onEdit,
}: {
  serialNumber: string;
  until: string | null;
  selected: boolean;
  locale: Locale;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['abbyUpdates', 'common']);
  if (!selected) return null;
  // The visible text leads the accessible name, which says whose end it is.
  const shown =
    until === null
      ? t('abbyUpdates:overrides.noEnd')
      : `${formatTableDate(until, locale)} ${formatTime(until, locale)}`;
  return (
    <Button
      size="small"
      onClick={onEdit}
      aria-label={t('abbyUpdates:overrides.editEnd', { serial: serialNumber, end: shown })}
      sx={{ textTransform: 'none', px: 0.5 }}
    >
      {shown}
    </Button>
  );
}

export interface OverrideEndDialogProps {
  /** The kiosk whose end is changed; null: closed. */
  kiosk: { serialNumber: string; until: string | null } | null;
  onSet: (until: string | null) => void;
  onClose: () => void;
}

/**
 * When an override kiosk stops being one by itself (decision 0085): a date and time to come, in the
 * viewer's local time, or none (it lasts, as the spec has it).
 */
export function OverrideEndDialog({ kiosk, onSet, onClose }: OverrideEndDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={kiosk !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 440, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {kiosk && (
        <EndForm key={kiosk.serialNumber} titleId={titleId} kiosk={kiosk} onSet={onSet} onClose={onClose} />
      )}
    </Dialog>
  );
}

function EndForm({
  titleId,
  kiosk,
  onSet,
  onClose,
}: Omit<OverrideEndDialogProps, 'kiosk'> & {
  titleId: string;
  kiosk: { serialNumber: string; until: string | null };
}) {
  const { t } = useTranslation(['abbyUpdates', 'common']);
  const translateMessage = useTranslateMessage();
  const [value, setValue] = useState(kiosk.until === null ? '' : toLocalInput(kiosk.until));
  const [problem, setProblem] = useState<string | null>(null);

  const set = () => {
    const until = fromLocalInput(value);
    const found = overrideEndProblem(until, new Date());
    if (found === 'required') setProblem(t('abbyUpdates:overrides.endRequired'));
    else if (found) setProblem(translateMessage({ key: found }));
    else onSet(until);
  };

  return (
    <>
      <DialogTitle id={titleId}>
        {t('abbyUpdates:overrides.endTitle', { serial: kiosk.serialNumber })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('abbyUpdates:overrides.endHelp')}</DialogContentText>
          <TextField
            type="datetime-local"
            label={t('abbyUpdates:overrides.until')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem}
            autoFocus
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onSet(null)}>{t('abbyUpdates:overrides.noEndAction')}</Button>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" onClick={set}>
          {t('abbyUpdates:overrides.setEnd')}
        </Button>
      </DialogActions>
    </>
  );
}
