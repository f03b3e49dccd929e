import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { useMediaUpload } from '../hooks/useMediaUpload';
import { uploadPage } from '../utils/upload-pager.util';
import { MediaPropertyForm } from './MediaPropertyForm';
import { UploadPager } from './UploadPager';
import { UploadProgressBar } from './UploadProgressBar';
import { UploadResults } from './UploadResults';

/**
 * The media upload and edit dialog (spec 03 §2.4): in add mode a form per file, paged when there
 * are more than fit, Upload with its progress, then each file's result; in edit mode one item's
 * form and Save.
 */
export function MediaUploadDialog({ flow }: { flow: ReturnType<typeof useMediaUpload> }) {
  const { t } = useTranslation('media');
  const titleId = useId();
  const { dialog, drafts, phase, busy } = flow;
  const adding = dialog?.mode === 'add';
  const files = adding ? dialog.files : [];
  const page = uploadPage(flow.shownFrom, Math.max(drafts.length, 1), flow.pageSize);
  const done = phase.step === 'done';
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
        {done ? (
          <UploadResults results={phase.results} />
        ) : (
          <>
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
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          {adding && page.paged && !done && (
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
          {done ? (
            <Button variant="contained" onClick={flow.close}>
              {t('upload.close')}
            </Button>
          ) : (
            <>
              <Button onClick={flow.close}>{t('upload.cancel')}</Button>
              <Button variant="contained" disabled={busy} onClick={flow.submit} sx={{ ml: 1 }}>
                {adding ? t('upload.upload') : t('upload.save')}
              </Button>
            </>
          )}
        </Box>
      </DialogActions>
    </Dialog>
  );
}
