import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import PhotoAlbumOutlined from '@mui/icons-material/PhotoAlbumOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import QueueMusicOutlined from '@mui/icons-material/QueueMusicOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import { KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { kioskTypeColor } from '../../../ui/theme/kiosk-type-colors.constant';
import { ResidentAvatar, ResidentEditorDialogs, facilityText } from '../../residents';
import { useResidentDashboard } from '../hooks/useResidentDashboard';
import type { DashboardButtonKey } from '../utils/dashboard-actions.util';
import { AddContactDialog } from './AddContactDialog';
import { DashboardTile } from './DashboardTile';
import { requestCompose } from '../../messages';

const ICONS: Record<DashboardButtonKey, ReactNode> = {
  messages: <ForumOutlined />,
  sendMessage: <SendOutlined />,
  contacts: <ContactsOutlined />,
  memoryAlbums: <PhotoAlbumOutlined />,
  library: <VideoLibraryOutlined />,
  metrics: <InsightsOutlined />,
  residentPlaylists: <QueueMusicOutlined />,
  facilitators: <SupervisorAccountOutlined />,
};

/** The resident dashboard (spec 02 §2): who the resident is, the toolbar, and where to go next. */
export function ResidentDashboard() {
  const { t } = useTranslation(['residentDashboard', 'common']);
  const view = useResidentDashboard();
  const { resident, actions, contact } = view;

  const backButton = actions.showBack && (
    <Button startIcon={<ArrowBack />} onClick={view.back} sx={{ alignSelf: 'flex-start' }}>
      {t('residentDashboard:back')}
    </Button>
  );

  if (!view.active) {
    return (
      <Stack spacing={2}>
        {backButton}
        <FullPageMessage
          busy={false}
          title={t('residentDashboard:noResident')}
          detail={t('residentDashboard:noResidentDetail')}
        />
      </Stack>
    );
  }
  if (view.loading) return <FullPageMessage title={t('common:loading.oneMoment')} />;
  if (view.failed && !resident) {
    return (
      <Stack spacing={2}>
        {backButton}
        <FullPageMessage busy={false} title={t('residentDashboard:notFound')} />
      </Stack>
    );
  }

  const typeId = view.kioskTypeId;
  const isGenie = typeId !== KioskType.Abby;
  const color = kioskTypeColor(typeId);
  const typeLabel = t(isGenie ? 'common:kioskTypes.genie' : 'common:kioskTypes.abby');
  const kiosk = resident?.kiosk ?? null;
  const facility = facilityText(kiosk?.facility ?? null);

  return (
    <Box component="section" aria-labelledby="resident-dashboard-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>{backButton}</Box>
        <Stack
          direction="row"
          spacing={1}
          role="toolbar"
          aria-label={t('residentDashboard:toolbar')}
          sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            disabled={!resident}
            onClick={view.editResident}
          >
            {t('residentDashboard:editResident')}
          </Button>
          {actions.addContact && (
            <Button
              variant="outlined"
              startIcon={<PersonAddAlt1Outlined />}
              disabled={!resident}
              onClick={contact.ask}
            >
              {t(
                actions.addContact === 'familyFacilitator'
                  ? 'residentDashboard:addFamilyFacilitator'
                  : 'residentDashboard:addContact',
              )}
            </Button>
          )}
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderLeft: 6, borderLeftColor: color }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <ResidentAvatar picture={view.picture} name={view.name} size={96} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {t('residentDashboard:title')}
            </Typography>
            <Typography id="resident-dashboard-title" variant="h4" component="h1" sx={{ mb: 1 }}>
              {view.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <KioskTypeLogo typeId={typeId} label={typeLabel} />
              <Typography color="text.secondary">
                {kiosk ? `${kiosk.name} · ${kiosk.serialNumber}` : t('residentDashboard:unknownKiosk')}
              </Typography>
              {kiosk && (
                <Typography color="text.secondary">
                  — {facility ?? t('residentDashboard:unknownFacility')}
                </Typography>
              )}
            </Stack>
          </Box>
          {isGenie && resident !== null && resident.newMessages > 0 && (
            <Chip color="error" label={t('residentDashboard:newMessages', { count: resident.newMessages })} />
          )}
        </Stack>
      </Paper>

      {view.pictureHint && (
        <Alert
          severity="info"
          icon={<AddAPhotoOutlined />}
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={view.editResident}>
              {t('residentDashboard:pictureHint.action')}
            </Button>
          }
        >
          <AlertTitle>{t('residentDashboard:pictureHint.title')}</AlertTitle>
          {t('residentDashboard:pictureHint.message', { name: view.name })}
        </Alert>
      )}

      <Typography variant="overline" color="text.secondary" component="h2">
        {t(isGenie ? 'residentDashboard:panels.genie' : 'residentDashboard:panels.abby')}
      </Typography>
      <Box
        component="nav"
        aria-label={typeLabel}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {actions.buttons.map((button) => (
          <DashboardTile
            key={button.key}
            icon={ICONS[button.key]}
            label={t(`residentDashboard:buttons.${button.key}`)}
            description={t(`residentDashboard:descriptions.${button.key}`)}
            color={color}
            badge={button.key === 'messages' ? (resident?.newMessages ?? 0) : 0}
            onClick={() => {
              // Send Message opens the Message manager with its compose dialog.
              if (button.key === 'sendMessage') requestCompose();
              view.open(button.route);
            }}
          />
        ))}
      </Box>

      <ResidentEditorDialogs editor={view.editor} pictures={view.pictures} />
      {actions.addContact && (
        <AddContactDialog
          open={contact.open}
          kind={actions.addContact}
          formKey={contact.formKey}
          residentName={view.name}
          busy={contact.busy}
          onSave={contact.save}
          onClose={contact.close}
        />
      )}
    </Box>
  );
}
