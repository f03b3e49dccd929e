import { useCallback } from 'react';
import {
  Avatar,
  Chip,
  List,
  ListItemAvatar,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { KioskType, type ResidentSummary } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { usePersonName } from '../../../ui/resource';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { useLoginData } from '../../session';
import { useDashboardNavigation } from '../hooks/useDashboardNavigation';
import { useSingleItemShortcut } from '../hooks/useSingleItemShortcut';
import { residentPictureSrc } from '../utils/kiosk.util';
import { HomeHeading } from './HomeHeading';

const always = (): boolean => true;

/** Family facilitators' Home: their residents, or straight to the dashboard of the only one. */
export function ResidentPicker({ productName }: { productName: string }) {
  const { t } = useTranslation(['home', 'common']);
  const personName = usePersonName();
  const { residentLogin } = useLoginData();
  const { openResident } = useDashboardNavigation();
  const residents = residentLogin.data?.residents;
  const choose = useCallback((resident: ResidentSummary) => openResident(resident), [openResident]);
  useSingleItemShortcut(residents, choose, always);

  return (
    <>
      <HomeHeading title={productName} subtitle={t('home:residents.title')} />
      {residentLogin.isPending ? (
        <FullPageMessage title={t('common:loading.loadingItems')} />
      ) : !residents || residents.length === 0 ? (
        <Typography color="text.secondary">{t('home:residents.noResidents')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('home:residents.title')}>
            {residents.map((resident, index) => (
              <ListItem key={resident.id} disablePadding>
                <ListItemButton divider={index < residents.length - 1} onClick={() => choose(resident)}>
                  <ListItemAvatar>
                    <Avatar
                      src={residentPictureSrc(resident.pictureBase64)}
                      alt={personName(resident.name)}
                      sx={{ width: 48, height: 48, mr: 2 }}
                    >
                      {personName(resident.name).charAt(0)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={personName(resident.name)}
                    secondary={resident.kiosk?.name ?? t('home:residents.unknownKiosk')}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  {resident.newMessages > 0 && (
                    <Chip
                      size="small"
                      color="error"
                      sx={{ mr: 2 }}
                      label={t('home:residents.newMessages', { count: resident.newMessages })}
                    />
                  )}
                  {resident.kioskTypeId !== null && (
                    <KioskTypeLogo
                      typeId={resident.kioskTypeId}
                      label={t(
                        resident.kioskTypeId === KioskType.Genie
                          ? 'common:kioskTypes.genie'
                          : 'common:kioskTypes.abby',
                      )}
                    />
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
