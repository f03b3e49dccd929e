import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { UploadOutcome } from '../hooks/useMediaUpload';

/** Each file's answer: added, or refused with the server's reason. */
export function UploadResults({ results }: { results: readonly UploadOutcome[] }) {
  const { t } = useTranslation('media');
  return (
    <List dense aria-label={t('upload.results')}>
      {results.map((result, index) => (
        <ListItem key={`${index}-${result.fileName}`} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {result.title !== null ? <CheckCircleOutline color="success" /> : <ErrorOutline color="error" />}
          </ListItemIcon>
          <ListItemText
            primary={result.title ?? result.fileName}
            secondary={
              result.title !== null
                ? t('upload.added')
                : t('upload.refused', { reason: result.errorMessage ?? '' })
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
