/**
 * A kiosk's TeamViewer password is sealed where it enters (decision 0024): the events, the
 * kiosk's state and the kiosks read model hold only `sealed:v1:…`, and the reader opens it for
 * super admins. Nothing in between reads it, so nothing else needs the clear text; a rebuild
 * copies the sealed value from the events and gives the same rows.
 */
import type { KioskEditor, KioskInput, KioskState } from '@ambient/core';
import { SEALED_PREFIX, WrongDataKeyError, type DataKey, type Queryable } from '@ambient/event-sourcing';

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

const KIOSK_SAVES = `type IN ('KioskRegistered', 'KioskUpdated')`;

/** What a re-seal of the TeamViewer passwords did. */
export interface ResealReport {
  /** Sealed passwords (distinct values) now sealed with the new data key that were with the old one. */
  resealed: number;
  /** Sealed passwords found already sealed with the new data key (an earlier run's), left as they were. */
  kept: number;
}

/**
 * Seals every stored TeamViewer password again, from one data key to another, in the kiosk
 * events and the kiosks read model, through the caller's transaction (a data key rotation,
 * decision 0024). One sealed value takes one new sealed value wherever it is, so the events of
 * saves that kept a password still share it and the read model still equals a rebuild. A value
 * already sealed with the new key is left as it is, so a run can be made again; one the old key
 * does not open stops it all (`WrongDataKeyError`).
 */
export async function resealTeamviewerPasswords(
  via: Queryable,
  from: DataKey,
  to: DataKey,
): Promise<ResealReport> {
  const isSealed = (column: string): string => `left(${column}, ${SEALED_PREFIX.length}) = $1`;
  const values = (await via.query(
    `SELECT data->>'teamviewerPassword' AS value FROM event_store
      WHERE ${KIOSK_SAVES} AND ${isSealed(`data->>'teamviewerPassword'`)}
     UNION SELECT teamviewer_password FROM kiosks WHERE ${isSealed('teamviewer_password')}`,
    [SEALED_PREFIX],
  )) as Array<{ value: string }>;
  const renewed = new Map<string, string>();
  for (const { value } of values) {
    if (opens(to, value)) continue;
    let password: string;
    try {
      password = from.openText(value, TEAMVIEWER_PASSWORD);
    } catch (error) {
      throw new WrongDataKeyError(from.id, null, 'a kiosk’s TeamViewer password', { cause: error });
    }
    renewed.set(value, to.sealText(password, TEAMVIEWER_PASSWORD));
  }
  if (renewed.size > 0) {
    const pairs = [[...renewed.keys()], [...renewed.values()]];
    await via.query(
      `UPDATE event_store e SET data = jsonb_set(e.data, '{teamviewerPassword}', to_jsonb(r.renewed))
         FROM unnest($1::text[], $2::text[]) AS r(value, renewed)
        WHERE e.${KIOSK_SAVES} AND e.data->>'teamviewerPassword' = r.value`,
      pairs,
    );
    await via.query(
      `UPDATE kiosks k SET teamviewer_password = r.renewed
         FROM unnest($1::text[], $2::text[]) AS r(value, renewed)
        WHERE k.teamviewer_password = r.value`,
      pairs,
    );
  }
  return { resealed: renewed.size, kept: values.length - renewed.size };
}

function opens(key: DataKey, value: string): boolean {
  try {
    key.openText(value, TEAMVIEWER_PASSWORD);
    return true;
  } catch {
    return false;
  }
}
