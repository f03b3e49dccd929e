import {
  configDetailFieldErrors,
  normalizeConfigDescription,
  type ConfigDetail,
  type ConfigDetailPayload,
  type FieldError,
} from '@ambient/core';
import { toShownText } from '../../../ui/resource';

export interface ConfigDetailForm {
  /** 0 until one is chosen. */
  buttonId: number;
  /** 0 until one is chosen. */
  buttonActionId: number;
  description: string;
}

export function configDetailFormOf(detail: ConfigDetail | null): ConfigDetailForm {
  return {
    buttonId: detail?.buttonId ?? 0,
    buttonActionId: detail?.buttonActionId ?? 0,
    description: toShownText(detail?.description),
  };
}

const idOrNull = (id: number): number | null => (id > 0 ? id : null);

/**
 * Spec 02 §5 "Config detail": button and action required, description at most 50; a configurable
 * button or a non-system action another detail of the configuration uses is refused (the pickers
 * do not offer them either). `details` are the configuration's, `exceptId` the one being edited.
 */
export function validateConfigDetailForm(
  form: ConfigDetailForm,
  details: readonly ConfigDetail[],
  exceptId: number | null,
): FieldError[] {
  return configDetailFieldErrors(
    {
      buttonId: idOrNull(form.buttonId),
      buttonActionId: idOrNull(form.buttonActionId),
      description: form.description,
    },
    details,
    exceptId,
  );
}

export function configDetailPayloadOf(form: ConfigDetailForm, configId: number): ConfigDetailPayload {
  return {
    configId,
    buttonId: idOrNull(form.buttonId),
    buttonActionId: idOrNull(form.buttonActionId),
    description: normalizeConfigDescription(form.description),
  };
}

/** "No-change saves skip the server call" (spec 02 §5). */
export function isUnchanged(payload: ConfigDetailPayload, detail: ConfigDetail): boolean {
  return (
    payload.buttonId === detail.buttonId &&
    payload.buttonActionId === detail.buttonActionId &&
    payload.description === detail.description
  );
}

/** The row shown while an add or change is on its way. */
export function configDetailDraft(payload: ConfigDetailPayload, id: number): ConfigDetail {
  return {
    id,
    configId: payload.configId,
    buttonId: payload.buttonId ?? 0,
    buttonActionId: payload.buttonActionId ?? 0,
    description: payload.description,
  };
}
