import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { KIOSK_KINDS, type KioskKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';

export interface KioskTypeChooserProps {
  open: boolean;
  onChoose: (kind: KioskKind) => void;
  onCancel: () => void;
}

/** The first step of New Kiosk (spec 02 §2): Abby v22, Abby v21, Abby v3 or Genie. */
export function KioskTypeChooser({ open, onChoose, onCancel }: KioskTypeChooserProps) {
  const { t } = useTranslation(['kiosks', 'common']);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('kiosks:typeChooser.title')}</DialogTitle>
      <DialogContent sx={{ pb: 0 }}>
        <DialogContentText sx={{ mb: 1 }}>{t('kiosks:typeChooser.message')}</DialogContentText>
        <List disablePadding aria-label={t('kiosks:typeChooser.title')}>
          {KIOSK_KINDS.map((kind) => (
            <ListItem key={kind.key} disablePadding>
              <ListItemButton
                onClick={() => onChoose(kind.key)}
                sx={{ borderRadius: 1, border: 1, borderColor: 'divider', mb: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 88 }} aria-hidden>
                  <KioskTypeLogo
                    typeId={kind.typeId}
                    label={t(kind.typeId === 2 ? 'common:kioskTypes.genie' : 'common:kioskTypes.abby')}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={t(`kiosks:kinds.${kind.key}`)}
                  secondary={t(`kiosks:kindHints.${kind.key}`)}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
