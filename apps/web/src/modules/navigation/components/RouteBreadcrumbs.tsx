import { Breadcrumbs, Link, Typography } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useTranslation } from 'react-i18next';
import { useRouteNavigation } from '../hooks/useRouteNavigation';

/** Breadcrumbs of the route stack, shown when it holds more than one screen; the current one is disabled. */
export function RouteBreadcrumbs() {
  const { t } = useTranslation('navigation');
  const { stack, goTo } = useRouteNavigation();
  if (stack.length <= 1) return null;
  return (
    <Breadcrumbs
      aria-label={t('breadcrumbs')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ mb: 2 }}
    >
      {stack.map((name, index) =>
        index === stack.length - 1 ? (
          <Typography
            key={name}
            color="text.primary"
            aria-current="page"
            aria-disabled="true"
            sx={{ fontWeight: 600 }}
          >
            {t(`routes.${name}`)}
          </Typography>
        ) : (
          <Link
            key={name}
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            onClick={() => goTo(name)}
          >
            {t(`routes.${name}`)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
