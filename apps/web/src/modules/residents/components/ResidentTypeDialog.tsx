import { useId } from 'react';
import {
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { kioskTypeColor } from '../../../ui/theme/kiosk-type-colors.constant';

const TYPES = [
  { typeId: KioskType.Abby, key: 'abby' },
  { typeId: KioskType.Genie, key: 'genie' },
] as const;

export interface ResidentTypeDialogProps {
  open: boolean;
  onChoose: (kioskTypeId: number) => void;
  onCancel: () => void;
}

/** Create Resident first asks for the resident's type, Abby or Genie (spec 02 §2). */
export function ResidentTypeDialog({ open, onChoose, onCancel }: ResidentTypeDialogProps) {
  const { t } = useTranslation(['residents', 'common']);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('residents:typeChooser.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('residents:typeChooser.message')}</DialogContentText>
        <Stack direction="row" spacing={2}>
          {TYPES.map(({ typeId, key }) => {
            const label = t(`common:kioskTypes.${key}`);
            const color = kioskTypeColor(typeId);
            return (
              <ButtonBase
                key={typeId}
                focusRipple
                aria-label={label}
                onClick={() => onChoose(typeId)}
                sx={{
                  flex: 1,
                  py: 3,
                  borderRadius: 2,
                  border: `2px solid ${color}`,
                  flexDirection: 'column',
                  gap: 1,
                  '&:hover, &.Mui-focusVisible': { bgcolor: `${color}14` },
                }}
              >
                <KioskTypeLogo typeId={typeId} label={label} />
                <Typography variant="h6" component="span" sx={{ color }} aria-hidden>
                  {label}
                </Typography>
              </ButtonBase>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
