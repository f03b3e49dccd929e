import { IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import {
  turnPage,
  UPLOAD_PAGE_SIZES,
  type UploadPage,
  type UploadPageSize,
} from '../utils/upload-pager.util';

export interface UploadPagerProps {
  page: UploadPage;
  count: number;
  pageSize: UploadPageSize;
  onPageSize: (size: UploadPageSize) => void;
  onShowFrom: (first: number) => void;
}

/** "File X of N" with previous and next, and 1, 4 or 12 files at a time (spec 03 §2.4, §9). */
export function UploadPager({ page, count, pageSize, onPageSize, onShowFrom }: UploadPagerProps) {
  const { t } = useTranslation('media');
  const label =
    pageSize === 1
      ? t('upload.fileOf', { index: page.first + 1, count })
      : t('upload.filesOf', { first: page.first + 1, last: page.end, count });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('upload.perPage')}
        value={pageSize}
        onChange={(event) => {
          const size = UPLOAD_PAGE_SIZES.find((each) => each === Number(event.target.value));
          if (size) onPageSize(size);
        }}
        sx={{ width: 130 }}
      >
        {UPLOAD_PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={t('upload.previous')}
        disabled={!page.hasPrevious}
        onClick={() => onShowFrom(turnPage(page.first, count, pageSize, -1))}
      >
        <ChevronLeft />
      </IconButton>
      <Typography variant="body2" aria-live="polite">
        {label}
      </Typography>
      <IconButton
        aria-label={t('upload.next')}
        disabled={!page.hasNext}
        onClick={() => onShowFrom(turnPage(page.first, count, pageSize, 1))}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
