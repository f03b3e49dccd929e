import { useState, type ReactNode } from 'react';
import { Box, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { KIOSK_EMAIL_ATTACHMENT_PAGE_SIZES } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { attachmentPage, type AttachmentPageSize } from '../utils/attachments.util';

export interface AttachmentPagerProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}

/**
 * The attachments of a Geniegram, a page at a time (spec 03 §2.15, §9): 1 per page at first, or 4
 * or 12; "File X of N" with the previous and next arrows when there is more than one page.
 */
export function AttachmentPager<T>({ items, keyOf, render }: AttachmentPagerProps<T>) {
  const { t } = useTranslation('kioskEmails');
  const [pageSize, setPageSize] = useState<AttachmentPageSize>(1);
  const [page, setPage] = useState(0);
  const shown = attachmentPage(items, page, pageSize);
  if (items.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: pageSize === 1 ? '1fr' : 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {shown.items.map((item) => (
          <Box key={keyOf(item)}>{render(item)}</Box>
        ))}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('attachments.perPage')}
          value={pageSize}
          onChange={(event) => {
            setPageSize(Number(event.target.value) as AttachmentPageSize);
            setPage(0);
          }}
          sx={{ width: 110 }}
        >
          {KIOSK_EMAIL_ATTACHMENT_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        {shown.pages > 1 && (
          <>
            <Typography variant="body2" aria-live="polite">
              {t('attachments.pageOf', { from: shown.from, to: shown.to, count: items.length })}
            </Typography>
            <IconButton
              aria-label={t('attachments.previous')}
              disabled={shown.page === 0}
              onClick={() => setPage(shown.page - 1)}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label={t('attachments.next')}
              disabled={shown.page >= shown.pages - 1}
              onClick={() => setPage(shown.page + 1)}
            >
              <ChevronRight />
            </IconButton>
          </>
        )}
      </Stack>
    </Stack>
  );
}
