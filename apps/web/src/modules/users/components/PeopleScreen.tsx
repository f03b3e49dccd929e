import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { gridOf, ResourceGrid, ResourceScreen, usePersonName } from '../../../ui/resource';
import { usePeopleScreen } from '../hooks/usePeopleScreen';
import type { PeopleRoute } from '../utils/people-screens.constant';
import { PeopleDialogs } from './PeopleDialogs';
import { PeopleFilters } from './PeopleFilters';
import { usePeopleColumns } from './usePeopleColumns';

/**
 * The user manager in one of its contexts (spec 02 §2 User manager): the admin's Users, with
 * picture, name, email and its verified mark, role, domains, kiosks, residents, last login and
 * delete, and filters; or a kiosk's or resident's people, whose row action is Remove.
 */
export function PeopleScreen({ route }: { route: PeopleRoute }) {
  const { t } = useTranslation(['people', 'navigation']);
  const personName = usePersonName();
  const screen = usePeopleScreen(route);
  const columns = usePeopleColumns(screen);
  const { kind, about, dialog } = screen;

  return (
    <ResourceScreen
      title={t(`navigation:routes.${route}`)}
      titleAside={
        about && (
          <Typography color="text.secondary">
            {'serialNumber' in about ? about.serialNumber || about.name : personName(about.name)}
          </Typography>
        )
      }
      newLabel={kind.newLabel ? t(`people:${kind.newLabel}`) : ''}
      onNew={screen.canCreate && screen.ready ? () => dialog.openFor(null) : undefined}
      rowFrom="md"
      filters={<PeopleFilters screen={screen} />}
    >
      {screen.ready ? (
        <ResourceGrid
          label={t('people:table')}
          {...gridOf(screen)}
          columns={columns}
          noRowsText={t('people:noUsers')}
        />
      ) : (
        <Typography role="status">{t('people:noContext')}</Typography>
      )}
      <PeopleDialogs screen={screen} />
    </ResourceScreen>
  );
}
