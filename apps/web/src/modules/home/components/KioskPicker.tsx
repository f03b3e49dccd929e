import { useCallback } from 'react';
import {
  Chip,
  List,
  ListItemAvatar,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { KioskType, type KioskSummary } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { kioskTypeColor } from '../../../ui/theme/kiosk-type-colors.constant';
import { useLoginData } from '../../session';
import { feedback } from '../../../ui/feedback/feedback.store';
import { useDashboardNavigation } from '../hooks/useDashboardNavigation';
import { useSingleItemShortcut } from '../hooks/useSingleItemShortcut';
import { isKioskBlocked, subscriptionKey } from '../utils/kiosk.util';
import { HomeHeading } from './HomeHeading';

/** Kiosk and domain managers' Home: their kiosks, or straight to the dashboard of the only one. */
export function KioskPicker({ productName }: { productName: string }) {
  const { t } = useTranslation(['home', 'common']);
  const { kioskLogin } = useLoginData();
  const { openKiosk } = useDashboardNavigation();
  const kiosks = kioskLogin.data?.kiosks;

  const choose = useCallback(
    (kiosk: KioskSummary) => {
      if (isKioskBlocked(kiosk)) {
        feedback.showDialog({
          titleKey: 'accessDenied',
          message: t('home:kiosks.accessDenied', { serialNumber: kiosk.serialNumber }),
          severity: 'warning',
        });
        return;
      }
      openKiosk(kiosk);
    },
    [openKiosk, t],
  );
  const allowed = useCallback((kiosk: KioskSummary) => !isKioskBlocked(kiosk), []);
  useSingleItemShortcut(kiosks, choose, allowed);

  return (
    <>
      <HomeHeading title={productName} subtitle={t('home:kiosks.title')} />
      {kioskLogin.isPending ? (
        <FullPageMessage title={t('common:loading.loadingItems')} />
      ) : !kiosks || kiosks.length === 0 ? (
        <Typography color="text.secondary">{t('home:kiosks.noKiosks')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('home:kiosks.title')}>
            {kiosks.map((kiosk, index) => {
              const blocked = isKioskBlocked(kiosk);
              const level = kiosk.typeId === KioskType.Abby ? subscriptionKey(kiosk.subscriptionLevel) : null;
              const facility = kiosk.facility
                ? kiosk.facility.geographicalDescription
                  ? `${kiosk.facility.name} (${kiosk.facility.geographicalDescription})`
                  : kiosk.facility.name
                : t('home:kiosks.unknownFacility');
              return (
                <ListItem key={kiosk.id} disablePadding>
                  <ListItemButton divider={index < kiosks.length - 1} onClick={() => choose(kiosk)}>
                    <ListItemAvatar sx={{ minWidth: 100 }}>
                      <KioskTypeLogo
                        typeId={kiosk.typeId}
                        label={t(
                          kiosk.typeId === KioskType.Genie
                            ? 'common:kioskTypes.genie'
                            : 'common:kioskTypes.abby',
                        )}
                      />
                    </ListItemAvatar>
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                          <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                            {kiosk.serialNumber}
                          </Typography>
                          <Typography component="span">{kiosk.name}</Typography>
                        </Stack>
                      }
                      secondary={facility}
                    />
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 2 }}>
                      {level && (
                        <Chip
                          size="small"
                          variant={blocked ? 'outlined' : 'filled'}
                          label={t('home:kiosks.subscription', {
                            level: t(`common:subscriptionLevels.${level}`),
                          })}
                          sx={
                            blocked ? undefined : { bgcolor: kioskTypeColor(KioskType.Abby), color: '#fff' }
                          }
                        />
                      )}
                      {blocked && (
                        <Tooltip title={t('home:kiosks.blocked')}>
                          <WarningAmberRounded
                            color="warning"
                            aria-label={t('home:kiosks.blocked')}
                            role="img"
                          />
                        </Tooltip>
                      )}
                    </Stack>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
    </>
  );
}
