import { useEffect, useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { residentKeys, residentsApi } from '../../residents';
import { usePersonName } from '../../../ui/resource';
import { useStore } from '../../../utils/create-store.util';
import { useRouteNavigation } from '../../navigation';
import { useResidentEditor, activateResident, residentTypeOf, residentSummaryOf } from '../../residents';
import { useSession, selectActiveResident, sessionCacheStore } from '../../session';
import { dashboardActions, showsPictureHint } from '../utils/dashboard-actions.util';
import { useAddContact } from './useAddContact';

/**
 * The resident dashboard (spec 02 §2): the active resident of the session cache (set by the
 * Home picker, the Residents manager or a kiosk dashboard), read again in full; the toolbar,
 * the buttons by kiosk type and role, and the add-picture hint.
 */
export function useResidentDashboard() {
  const { profile, flags } = useSession();
  const active = useStore(sessionCacheStore, selectActiveResident);
  const { open, back } = useRouteNavigation();
  const personName = usePersonName();
  const residentId = active?.id ?? null;

  const query = useQuery({
    queryKey: residentKeys.one(residentId ?? 0),
    meta: { readModels: ['residents', 'kiosks', 'key_tags', 'users', 'messages'] },
    queryFn: residentId === null ? skipToken : ({ signal }) => residentsApi.extended(residentId, signal),
  });
  const resident = query.data?.resident ?? null;
  const pictureQuery = useQuery({
    queryKey: residentKeys.picture(residentId ?? 0),
    queryFn:
      resident && !resident.pictureBase64
        ? ({ signal }) => residentsApi.picture(resident.id, signal)
        : skipToken,
    meta: { readModels: ['residents'], silent: true },
  });
  const picture = resident
    ? resident.pictureBase64 || pictureQuery.data?.base64 || null
    : (active?.pictureBase64 ?? null);

  const pictures = useMemo(
    () => new Map(resident && picture ? [[resident.id, picture] as const] : []),
    [resident, picture],
  );

  // The session cache follows the resident's current name, picture and kiosk.
  useEffect(() => {
    if (resident) activateResident(residentSummaryOf(resident, picture));
  }, [resident, picture]);

  const kioskTypeId = resident ? residentTypeOf(resident) : (active?.kioskTypeId ?? null);
  const isAdmin = flags?.isAdmin ?? false;
  const isResidentManager = flags?.isResidentManager ?? false;
  const actions = dashboardActions(kioskTypeId, {
    isAdmin,
    isResidentManager,
    residentCount: profile?.residentIds.length ?? 0,
  });
  const editor = useResidentEditor({ onDeleted: () => back() });
  const contact = useAddContact(resident, actions.addContact);

  return {
    active,
    resident,
    /** Shown from the session cache until the full resident arrives. */
    name: personName(resident?.name ?? active?.name),
    picture,
    pictures,
    kioskTypeId,
    loading: query.isPending && residentId !== null,
    failed: query.isError,
    isAdmin,
    actions,
    pictureHint: resident !== null && showsPictureHint(kioskTypeId, picture),
    open,
    back,
    editor,
    contact,
    editResident: () => resident && editor.openEdit(resident),
  };
}
