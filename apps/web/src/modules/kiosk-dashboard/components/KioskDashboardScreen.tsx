import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { KioskType, type Kiosk } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { toShownText } from '../../../ui/resource';
import { subscriptionKey } from '../../home';
import { KioskDialog, facilityText } from '../../kiosks';
import { KioskAlertsPanel } from '../../offline-alerts';
import { useKioskDashboard } from '../hooks/useKioskDashboard';
import {
  manageKioskLinks,
  residentsAndContactsLinks,
  showsMessageCenter,
} from '../utils/dashboard-links.constant';
import { DeviceCredentialPanel } from './DeviceCredentialPanel';
import { KioskStatusPanel } from './KioskStatusPanel';
import { LinksPanel } from './LinksPanel';
import { MessageCenterPanel } from './MessageCenterPanel';
import { ResidentsPanel } from './ResidentsPanel';

/** The Kiosk dashboard (spec 02 §2 Kiosk dashboard, §4 load order, §6). */
export function KioskDashboardScreen() {
  const { t } = useTranslation(['kioskDashboard', 'common', 'home']);
  const screen = useKioskDashboard();

  if (screen.kioskId === null) {
    return (
      <NoticeCard title={t('kioskDashboard:noKiosk')} message={t('kioskDashboard:noKioskHint')}>
        <Button variant="contained" onClick={screen.goHome}>
          {t('common:actions.goHome')}
        </Button>
      </NoticeCard>
    );
  }
  if (screen.loading) return <FullPageMessage title={t('common:loading.oneMoment')} />;
  if (screen.failed || !screen.kiosk) {
    return (
      <NoticeCard title={t('kioskDashboard:title')} message={t('kioskDashboard:notFound')}>
        {screen.showsBack && <BackButton onClick={screen.back} />}
      </NoticeCard>
    );
  }
  const kiosk = screen.kiosk;
  if (screen.blocked) {
    return (
      <NoticeCard
        title={t('common:dialogTitles.accessDenied')}
        message={t('home:kiosks.accessDenied', { serialNumber: kiosk.serialNumber })}
      >
        {screen.showsBack && <BackButton onClick={screen.back} />}
      </NoticeCard>
    );
  }

  const typeId = kiosk.kioskTypeId || kiosk.typeId;
  const residents = screen.residents.list;
  return (
    <Box component="section" aria-labelledby="kiosk-dashboard-title">
      <KioskHeader
        kiosk={kiosk}
        isAdmin={screen.isAdmin}
        showsHierarchy={screen.showsHierarchy}
        showsBack={screen.showsBack}
        onBack={screen.back}
        onEdit={screen.edit.open}
        loadingEdit={screen.edit.loadingOptions}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <ResidentsPanel
            residents={residents}
            loading={screen.residents.isPending}
            showsMessages={typeId === KioskType.Genie}
            onOpen={screen.openResident}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <LinksPanel
              title={t('kioskDashboard:manage.title')}
              routes={manageKioskLinks(typeId)}
              onOpen={screen.openLink}
            />
            <LinksPanel
              title={t('kioskDashboard:contacts.title')}
              routes={residentsAndContactsLinks(typeId)}
              onOpen={screen.openLink}
            />
          </Box>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {screen.isAdmin && (
            <KioskStatusPanel
              stats={screen.stats.data}
              loading={screen.stats.isPending}
              showsActivities={typeId === KioskType.Abby}
            />
          )}
          {screen.isAdmin && (
            <DeviceCredentialPanel serialNumber={kiosk.serialNumber} credential={screen.credential} />
          )}
          <KioskAlertsPanel
            kioskId={kiosk.id}
            facilityId={kiosk.facilityId}
            facilityName={kiosk.facilityName}
          />
          {showsMessageCenter(typeId, residents.length) && (
            <MessageCenterPanel
              newMessages={screen.isAdmin ? undefined : screen.managerStats.data}
              onOpen={() => screen.openLink('MessageManager')}
            />
          )}
        </Stack>
      </Box>
      <KioskDialog
        open={screen.edit.dialog.isOpen}
        kiosk={screen.edit.dialog.target}
        newKind="abby22"
        filteredFacilityId={0}
        formKey={screen.edit.dialog.formKey}
        busy={screen.edit.saving}
        options={screen.edit.options}
        rights={screen.edit.rights}
        onSave={screen.edit.save}
        onClose={screen.edit.dialog.close}
      />
    </Box>
  );
}

function KioskHeader({
  kiosk,
  isAdmin,
  showsHierarchy,
  showsBack,
  onBack,
  onEdit,
  loadingEdit,
}: {
  kiosk: Kiosk;
  isAdmin: boolean;
  showsHierarchy: boolean;
  showsBack: boolean;
  onBack: () => void;
  onEdit: () => void;
  loadingEdit: boolean;
}) {
  const { t } = useTranslation(['kioskDashboard', 'common']);
  const typeId = kiosk.kioskTypeId || kiosk.typeId;
  const level = typeId === KioskType.Abby ? subscriptionKey(kiosk.subscriptionLevel) : null;
  const details: Array<{ label: string; value: string }> = [
    { label: t('kioskDashboard:serialNumber'), value: kiosk.serialNumber },
    {
      label: t('kioskDashboard:facility'),
      value: facilityText(kiosk.facilityName, kiosk.facilityLocation) ?? t('kioskDashboard:unknownFacility'),
    },
    ...(showsHierarchy
      ? [
          { label: t('kioskDashboard:domain'), value: toShownText(kiosk.domainName) },
          { label: t('kioskDashboard:organization'), value: toShownText(kiosk.organizationName) },
        ]
      : []),
  ];
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {showsBack && <BackButton onClick={onBack} />}
          <Typography
            id="kiosk-dashboard-title"
            variant="h4"
            component="h1"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {isAdmin ? t('kioskDashboard:titleWithId', { name: kiosk.name, id: kiosk.id }) : kiosk.name}
          </Typography>
          <KioskTypeLogo
            typeId={typeId}
            label={t(typeId === KioskType.Genie ? 'common:kioskTypes.genie' : 'common:kioskTypes.abby')}
          />
        </Stack>
        <Button
          variant="contained"
          startIcon={
            loadingEdit ? <CircularProgress size={16} color="inherit" aria-hidden /> : <EditOutlined />
          }
          onClick={onEdit}
          disabled={loadingEdit}
          sx={{ whiteSpace: 'nowrap', flex: 'none' }}
        >
          {t('kioskDashboard:editKiosk')}
        </Button>
      </Stack>
      {kiosk.description && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {kiosk.description}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
        <Box
          component="dl"
          aria-label={t('kioskDashboard:details')}
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr 1fr',
              md: `repeat(${details.length + (level ? 1 : 0)}, minmax(0, 1fr))`,
            },
          }}
        >
          {details.map((detail) => (
            <Box key={detail.label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {detail.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {detail.value || '—'}
              </Typography>
            </Box>
          ))}
          {level && (
            <Box sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t('kioskDashboard:subscriptionLabel')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {t(`common:subscriptionLevels.${level}`)}
              </Typography>
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('kioskDashboard');
  return (
    <Button variant="outlined" startIcon={<ArrowBack />} onClick={onClick} sx={{ flex: 'none' }}>
      {t('back')}
    </Button>
  );
}

function NoticeCard({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{message}</Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
