import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import type { MediaUploadResult } from '@ambient/core';
import { useTranslation } from 'react-i18next';

/** Each file's answer: added, or refused with the server's reason. */
export function UploadResults({ results }: { results: readonly MediaUploadResult[] }) {
  const { t } = useTranslation('media');
  return (
    <List dense aria-label={t('upload.results')}>
      {results.map((result, index) => (
        <ListItem key={`${index}-${result.fileName}`} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {result.mediaItem ? <CheckCircleOutline color="success" /> : <ErrorOutline color="error" />}
          </ListItemIcon>
          <ListItemText
            primary={result.mediaItem?.title ?? result.fileName}
            secondary={
              result.mediaItem
                ? t('upload.added')
                : t('upload.refused', { reason: result.errorMessage ?? '' })
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
