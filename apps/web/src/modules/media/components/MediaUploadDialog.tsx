import { useId } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import type { useMediaUpload } from '../hooks/useMediaUpload';
import type { RefusedFile } from '../utils/media-files.util';
import { uploadPage } from '../utils/upload-pager.util';
import { MediaPropertyForm } from './MediaPropertyForm';
import { UploadPager } from './UploadPager';
import { UploadProgressBar } from './UploadProgressBar';

/** The picked pictures the inspection refused (spec 03 §8), named above the forms of the others. */
function RefusedPictures({ refused }: { refused: readonly RefusedFile[] }) {
  const { t } = useTranslation(['common', 'media']);
  const translate = useTranslateMessage();
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t('common:dialogTitles.inspectionFailed')}</AlertTitle>
      {refused.map(({ fileName, reason }, index) => (
        <Box key={`${index}-${fileName}`} component="p" sx={{ m: 0 }}>
          {t('media:upload.fileFault', { name: fileName, reason: translate(reason) })}
        </Box>
      ))}
    </Alert>
  );
}

/**
 * The media upload and edit dialog (spec 03 §2.4): in add mode a form per file, paged when there
 * are more than fit, under the pictures the inspection refused, then Upload with its progress (the
 * dialog closes once the upload answered); in edit mode one item's form and Save.
 */
export function MediaUploadDialog({ flow }: { flow: ReturnType<typeof useMediaUpload> }) {
  const { t } = useTranslation('media');
  const titleId = useId();
  const { dialog, drafts, phase, busy } = flow;
  const adding = dialog?.mode === 'add';
  const files = adding ? dialog.files : [];
  const refused = adding ? dialog.refused : [];
  const page = uploadPage(flow.shownFrom, Math.max(drafts.length, 1), flow.pageSize);
  const title = !dialog
    ? ''
    : dialog.mode === 'add'
      ? t('upload.addTitle', {
          kind:
            dialog.target.context === 'abby' ? dialog.target.pathType.description : t(`kinds.${dialog.kind}`),
        })
      : t('upload.editTitle');

  return (
    <Dialog
      open={dialog !== null}
      onClose={busy ? undefined : flow.close}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {refused.length > 0 && <RefusedPictures refused={refused} />}
        {drafts.slice(page.first, page.end).map((draft, offset) => {
          const index = page.first + offset;
          return (
            <Box key={index}>
              {offset > 0 && <Divider sx={{ my: 1 }} />}
              <MediaPropertyForm
                draft={draft}
                fileName={files[index]?.name ?? null}
                fault={flow.faultOf(index)}
                disabled={busy}
                onChange={(change) => flow.change(index, change)}
              />
            </Box>
          );
        })}
        <UploadProgressBar phase={phase} />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          {adding && page.paged && (
            <UploadPager
              page={page}
              count={drafts.length}
              pageSize={flow.pageSize}
              onPageSize={flow.setPageSize}
              onShowFrom={flow.setShownFrom}
            />
          )}
        </Box>
        <Box>
          <Button onClick={flow.close}>{t('upload.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={flow.submit} sx={{ ml: 1 }}>
            {adding ? t('upload.upload') : t('upload.save')}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
