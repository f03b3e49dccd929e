/**
 * A kiosk's TeamViewer password is sealed where it enters (decision 0024): the events, the
 * kiosk's state and the kiosks read model hold only `sealed:v1:…`, and the reader opens it for
 * super admins. Nothing in between reads it, so nothing else needs the clear text; a rebuild
 * copies the sealed value from the events and gives the same rows.
 */
import type { KioskEditor, KioskInput, KioskState } from '@ambient/core';
import type { DataKey } from '@ambient/event-sourcing';

/** The associated data of every sealed TeamViewer password. */
export const TEAMVIEWER_PASSWORD = 'kiosk.teamviewerPassword';

/**
 * The form with its TeamViewer password sealed. A super admin's save of the password the kiosk
 * already has keeps its sealed value (a new seal would differ, and make a save that changes
 * nothing append an event); other editors cannot set it, and the decider keeps the current one.
 */
export function withSealedTeamviewerPassword(
  input: KioskInput,
  editor: KioskEditor,
  state: KioskState,
  key: DataKey,
): KioskInput {
  if (!editor.isSuperAdmin) return input;
  const typed = typeof input.teamviewerPassword === 'string' ? input.teamviewerPassword.trim() : '';
  if (typed === '') return { ...input, teamviewerPassword: null };
  const current = state.status === 'active' ? state.teamviewerPassword : null;
  if (current !== null && key.openText(current, TEAMVIEWER_PASSWORD) === typed)
    return { ...input, teamviewerPassword: current };
  return { ...input, teamviewerPassword: key.sealText(typed, TEAMVIEWER_PASSWORD) };
}

/** The clear password for a super admin's answer; null when there is none. */
export const openTeamviewerPassword = (stored: string | null, key: DataKey): string | null =>
  stored === null ? null : key.openText(stored, TEAMVIEWER_PASSWORD);
