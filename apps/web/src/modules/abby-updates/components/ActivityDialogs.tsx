import { useState } from 'react';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import {
  AbbyUpdateLimits,
  activityUrlSegment,
  expectedActivityZipName,
  INITIAL_RELEASE_COMMENT,
  type AbbyActivity,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { ActivityInput, ActivityReleaseInput } from '../api/abby-updates.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { ZipFilePicker } from '../../../ui/components/ZipFilePicker';
import { EntityDialog, EntityForm, useEntityForm } from '../../../ui/resource';
import { feedback } from '../../../ui/feedback/feedback.store';
import {
  activityFormOf,
  activityInputOf,
  isReleased,
  isUnchanged,
  releaseProblem,
  validateActivityForm,
  type ReleaseProblem,
} from '../utils/activity-form.util';

const ACTIVITY_DIALOG_WIDTH = 420;
const RELEASE_DIALOG_WIDTH = 480;

export interface ActivityDialogProps {
  open: boolean;
  /** The activity being edited; null in new mode. */
  activity: AbbyActivity | null;
  formKey: number;
  busy: boolean;
  onSave: (input: ActivityInput, activity: AbbyActivity | null) => void;
  onClose: () => void;
}

/** New / Edit Activity: the description, and the URL segment derived from it (read-only). */
export function ActivityDialog({ open, formKey, busy, onClose, ...rest }: ActivityDialogProps) {
  return (
    <EntityDialog open={open} width={ACTIVITY_DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) => <ActivityForm key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />}
    </EntityDialog>
  );
}

function ActivityForm({
  titleId,
  activity,
  busy,
  onSave,
  onClose,
}: Omit<ActivityDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['abbyUpdates', 'common']);
  const edit = useEntityForm(() => activityFormOf(activity), validateActivityForm);
  const descriptionError = edit.errorOf('description');
  const unchanged = isUnchanged(edit.form, activity);
  return (
    <EntityForm
      titleId={titleId}
      title={activity ? t('abbyUpdates:activities.edit') : t('abbyUpdates:activities.new')}
      busy={busy}
      saveLabel={unchanged ? t('common:actions.close') : t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (unchanged) onClose();
        else if (edit.check()) onSave(activityInputOf(edit.form), activity);
      }}
    >
      <TextField
        label={t('abbyUpdates:activities.fields.description')}
        value={edit.form.description}
        onChange={(e) => edit.setField('description', e.target.value)}
        autoFocus
        required
        error={descriptionError !== null}
        helperText={descriptionError}
        slotProps={{ htmlInput: { maxLength: AbbyUpdateLimits.activityDescriptionMax + 20 } }}
      />
      <TextField
        label={t('abbyUpdates:activities.fields.url')}
        value={edit.form.description.trim() ? activityUrlSegment(edit.form.description.trim()) : ''}
        helperText={t('abbyUpdates:activities.urlHint')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </EntityForm>
  );
}

export interface ReleaseActivityDialogProps {
  open: boolean;
  activity: AbbyActivity | null;
  nextUpdate: number;
  busy: boolean;
  onRelease: (input: ActivityReleaseInput) => void;
  onClose: () => void;
}

/**
 * Release Update of the chosen activity: the Next Update, a .zip named "{next}.zip", and on a
 * release after the first a description of the changes; a first release says "Initial release".
 */
export function ReleaseActivityDialog({
  open,
  activity,
  busy,
  onClose,
  ...rest
}: ReleaseActivityDialogProps) {
  return (
    <EntityDialog open={open && activity !== null} width={RELEASE_DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) =>
        activity && (
          <ReleaseForm
            key={`${activity.id}-${rest.nextUpdate}`}
            titleId={titleId}
            activity={activity}
            busy={busy}
            onClose={onClose}
            {...rest}
          />
        )
      }
    </EntityDialog>
  );
}

function ReleaseForm({
  titleId,
  activity,
  nextUpdate,
  busy,
  onRelease,
  onClose,
}: Omit<ReleaseActivityDialogProps, 'open' | 'activity'> & { titleId: string; activity: AbbyActivity }) {
  const { t } = useTranslation(['abbyUpdates', 'common']);
  const translateMessage = useTranslateMessage();
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<ReleaseProblem | null>(null);
  const first = !isReleased(activity);
  const expected = expectedActivityZipName(nextUpdate);

  const submit = () => {
    const found = releaseProblem({ file, comment }, activity, nextUpdate);
    setProblem(found?.at === 'dialog' ? null : found);
    if (found?.at === 'dialog')
      feedback.showDialog({
        titleKey: 'invalidFilename',
        message: translateMessage(found.message),
        severity: 'warning',
      });
    if (!found && file) onRelease({ activityId: activity.id, level: nextUpdate, file, comment });
  };
  const shownProblem = (at: ReleaseProblem['at']) =>
    problem?.at === at ? translateMessage(problem.message) : null;
  const fileProblem = shownProblem('file');
  const commentProblem = shownProblem('comment');

  return (
    <EntityForm
      titleId={titleId}
      title={t('abbyUpdates:activities.releaseTitle')}
      busy={busy}
      saveLabel={t('abbyUpdates:activities.releaseAction')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{t('abbyUpdates:activities.releaseOf', { name: activity.description })}</Typography>
        <TextField
          label={t('abbyUpdates:activities.nextUpdate')}
          value={nextUpdate}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <ZipFilePicker
          file={file}
          emptyText={t('abbyUpdates:activities.expectedFile', { name: expected })}
          chooseLabel={t('abbyUpdates:activities.chooseFile')}
          changeLabel={t('abbyUpdates:activities.changeFile')}
          problem={fileProblem !== null}
          onChoose={(chosen) => {
            setFile(chosen);
            setProblem(null);
          }}
        />
        {fileProblem && (
          <Alert severity="warning" role="alert">
            {fileProblem}
          </Alert>
        )}
        {first ? (
          <Alert severity="info">
            {t('abbyUpdates:activities.initialRelease', { comment: INITIAL_RELEASE_COMMENT })}
          </Alert>
        ) : (
          <TextField
            label={t('abbyUpdates:activities.comment')}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setProblem(null);
            }}
            required
            multiline
            minRows={3}
            error={commentProblem !== null}
            helperText={commentProblem}
            slotProps={{ htmlInput: { maxLength: AbbyUpdateLimits.releaseCommentMax + 20 } }}
          />
        )}
      </Stack>
    </EntityForm>
  );
}
