import {
  activityDescriptionFault,
  activityUrlSegment,
  expectedActivityZipName,
  isExpectedActivityZip,
  releaseComment,
  type AbbyActivity,
  type FieldError,
  type Message,
} from '@ambient/core';
import type { ActivityInput } from '../api/abby-updates.endpoints';

export interface ActivityForm {
  description: string;
}

export const activityFormOf = (activity: AbbyActivity | null): ActivityForm => ({
  description: activity?.description ?? '',
});

/** Spec 02 §5: the description is required ("Descriprion is required", spelled so) and at most 50. */
export function validateActivityForm(form: ActivityForm): FieldError[] {
  const fault = activityDescriptionFault(form.description);
  return fault ? [{ field: 'description', ...fault }] : [];
}

/** What is sent: the trimmed description and the URL segment derived from it (not editable). */
export function activityInputOf(form: ActivityForm): ActivityInput {
  const description = form.description.trim();
  return { description, url: activityUrlSegment(description) };
}

/** Whether a save would change nothing (no call is made then, spec 02 §5). */
export const isUnchanged = (form: ActivityForm, activity: AbbyActivity | null): boolean =>
  activity !== null && form.description.trim() === activity.description;

export interface ReleaseForm {
  file: File | null;
  comment: string;
}

/** What stops a release before it is sent; each names where the console shows it. */
export type ReleaseProblem =
  { at: 'dialog'; message: Message } | { at: 'file'; message: Message } | { at: 'comment'; message: Message };

/**
 * Spec 02 §4, §5: a file named exactly "{next update}.zip" ("Invalid Filename" otherwise); a first
 * release is "Initial release", a later one needs a non-blank description of the changes.
 */
export function releaseProblem(
  form: ReleaseForm,
  activity: AbbyActivity,
  nextUpdate: number,
): ReleaseProblem | null {
  if (!form.file) return { at: 'file', message: { key: 'error.noFile' } };
  if (!isExpectedActivityZip(form.file.name, nextUpdate))
    return {
      at: 'dialog',
      message: { key: 'abbyActivity.invalidFilename', params: { name: expectedActivityZipName(nextUpdate) } },
    };
  const comment = releaseComment(form.comment, isReleased(activity));
  return 'fault' in comment ? { at: 'comment', message: comment.fault } : null;
}

/** Whether the activity was released before (its next release needs a description of the changes). */
export const isReleased = (activity: AbbyActivity): boolean => activity.updateLevel !== null;
