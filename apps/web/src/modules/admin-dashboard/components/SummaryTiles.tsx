import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SummaryKind } from '@ambient/core';
import type { SummaryResponses } from '../api/admin.endpoints';
import { MENU_ICONS, useRouteNavigation } from '../../navigation';
import type { DashboardSummaries } from '../hooks/useDashboardSummaries';
import { SUMMARY_TILES } from '../utils/summary-tiles.constant';
import { KioskTypeSplit } from './KioskTypeSplit';
import { SummaryTile } from './SummaryTile';
import { UserRoleCounts } from './UserRoleCounts';

const userTotal = (s: SummaryResponses['user']): number =>
  s.adminCount +
  s.virtualVisitorCount +
  s.familyFacilitatorCount +
  s.kioskManagerCount +
  s.domainManagerCount;

/** The six count tiles, in the spec's order, each leading to its screen. */
export function SummaryTiles({ summaries }: { summaries: DashboardSummaries }) {
  const { t, i18n } = useTranslation(['adminDashboard', 'navigation']);
  const { open } = useRouteNavigation();
  const number = new Intl.NumberFormat(i18n.language);
  const format = (value: number) => number.format(value);
  const title = (kind: SummaryKind) => t(`adminDashboard:tiles.${kind}`);
  const genieLabel = t('adminDashboard:kioskTypes.genie');
  const abbyLabel = t('adminDashboard:kioskTypes.abby');

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {SUMMARY_TILES.map(({ kind, route }) => {
        const common = { title: title(kind), icon: MENU_ICONS[route], onOpen: () => open(route) };
        switch (kind) {
          case 'organization':
          case 'domain':
          case 'facility': {
            const data = summaries[kind].data;
            return <SummaryTile key={kind} {...common} total={data ? format(data.count) : null} />;
          }
          case 'kiosk':
          case 'resident': {
            const data = summaries[kind].data;
            return (
              <SummaryTile
                key={kind}
                {...common}
                total={data ? format(data.genieCount + data.abbyCount) : null}
              >
                {data && (
                  <KioskTypeSplit
                    genie={data.genieCount}
                    abby={data.abbyCount}
                    genieLabel={genieLabel}
                    abbyLabel={abbyLabel}
                    format={format}
                  />
                )}
              </SummaryTile>
            );
          }
          case 'user': {
            const data = summaries.user.data;
            return (
              <SummaryTile
                key={kind}
                {...common}
                total={data ? format(userTotal(data)) : null}
                detail="beside"
              >
                {data && <UserRoleCounts summary={data} format={format} />}
              </SummaryTile>
            );
          }
          default: {
            const exhaustive: never = kind;
            return exhaustive;
          }
        }
      })}
    </Box>
  );
}
