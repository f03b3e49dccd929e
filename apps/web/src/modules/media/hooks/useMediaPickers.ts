import { useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { KioskType } from '@ambient/core';
import { residentKeys, residentsApi } from '../../residents';
import { useStore } from '../../../utils/create-store.util';
import { routeStackStore, type RouteName } from '../../navigation';
import {
  selectActiveKiosk,
  selectActiveResident,
  sessionCacheStore,
  useLoginData,
  useSession,
} from '../../session';
import { pickerModes, type MediaSource } from '../utils/media-managers.util';

/** A choice of a picker: a kiosk or a resident's library. */
export interface PickerOption {
  id: number;
  name: string;
}

const DASHBOARD_OF: Partial<Record<MediaSource, 'KioskDashboard' | 'ResidentDashboard'>> = {
  kiosk: 'KioskDashboard',
  resident: 'ResidentDashboard',
};

/** Whether the screen below `route` on the route stack is the dashboard its library belongs to. */
function useFromDashboard(route: RouteName, source: MediaSource): boolean {
  const stack = useStore(routeStackStore);
  const index = stack.lastIndexOf(route);
  const dashboard = DASHBOARD_OF[source];
  return dashboard !== undefined && index > 0 && stack[index - 1] === dashboard;
}

/**
 * The kiosk and library pickers of a media manager (spec 03 §2.1, §4, §6): the Genie kiosks the
 * user reaches (admins all of them, kiosk and domain managers theirs, family facilitators their
 * residents'), then the residents of the chosen kiosk. From a dashboard both are fixed to its
 * kiosk or resident; a family facilitator's kiosk follows the resident chosen. A single choice
 * is taken at once; picking a kiosk clears the library.
 */
export function useMediaPickers(
  route: RouteName,
  source: MediaSource,
  /** The family of kiosk the screen manages: Genie for the media managers, Abby for its profiles. */
  kioskType: KioskType = KioskType.Genie,
) {
  const { flags } = useSession();
  const login = useLoginData();
  const fromDashboard = useFromDashboard(route, source);
  const activeKiosk = useStore(sessionCacheStore, selectActiveKiosk);
  const activeResident = useStore(sessionCacheStore, selectActiveResident);
  const isFamilyFacilitator = login.kind === 'residents';
  const modes = pickerModes(source, { isAdmin: flags?.isAdmin ?? false, isFamilyFacilitator }, fromDashboard);
  const [chosenKiosk, setChosenKiosk] = useState<number | null>(null);
  const [chosenResident, setChosenResident] = useState<number | null>(null);

  const ownResidents = useMemo<Array<PickerOption & { kioskId: number | null }>>(
    () =>
      (login.residentLogin.data?.residents ?? [])
        .filter((resident) => resident.kioskTypeId === kioskType)
        .map((resident) => ({ id: resident.id, name: resident.name, kioskId: resident.kiosk?.id ?? null })),
    [login.residentLogin.data, kioskType],
  );

  const kiosks = useMemo<PickerOption[]>(() => {
    if (fromDashboard) {
      if (source === 'kiosk') return activeKiosk ? [{ id: activeKiosk.id, name: activeKiosk.name }] : [];
      const kiosk = activeResident?.kiosk;
      return kiosk ? [{ id: kiosk.id, name: kiosk.name }] : [];
    }
    if (login.kind === 'admin')
      return ((kioskType === KioskType.Abby ? login.abbyOptions : login.genieOptions).data ?? []).map(
        ({ id, name }) => ({ id, name }),
      );
    if (login.kind === 'kiosks')
      return (login.kioskLogin.data?.kiosks ?? [])
        .filter((kiosk) => kiosk.typeId === kioskType)
        .map(({ id, name }) => ({ id, name }));
    const seen = new Map<number, PickerOption>();
    for (const resident of login.residentLogin.data?.residents ?? [])
      if (resident.kioskTypeId === kioskType && resident.kiosk)
        seen.set(resident.kiosk.id, { id: resident.kiosk.id, name: resident.kiosk.name });
    return [...seen.values()];
  }, [fromDashboard, source, activeKiosk, activeResident, login, kioskType]);

  const residentKiosk = ownResidents.find((resident) => resident.id === chosenResident)?.kioskId ?? null;
  const kioskId = fromDashboard
    ? (kiosks[0]?.id ?? null)
    : isFamilyFacilitator
      ? (residentKiosk ?? kiosks[0]?.id ?? null)
      : chosenKiosk;

  const kioskResidents = useQuery({
    queryKey: residentKeys.byKiosk(kioskId ?? 0),
    meta: { readModels: ['residents'] },
    queryFn:
      source === 'resident' && modes.library === 'open' && !isFamilyFacilitator && kioskId !== null
        ? ({ signal }) => residentsApi.byKiosk(kioskId, signal)
        : skipToken,
  });
  const residents = useMemo<PickerOption[]>(() => {
    if (source !== 'resident') return [];
    if (fromDashboard) return activeResident ? [{ id: activeResident.id, name: activeResident.name }] : [];
    if (isFamilyFacilitator) return ownResidents.map(({ id, name }) => ({ id, name }));
    return (kioskResidents.data?.residents ?? []).map(({ id, name }) => ({ id, name }));
  }, [source, fromDashboard, activeResident, isFamilyFacilitator, ownResidents, kioskResidents.data]);
  const residentId = fromDashboard ? (residents[0]?.id ?? null) : chosenResident;

  // A single kiosk or library is taken at once (Home counts as a dashboard, spec 03 §4).
  const onlyKiosk = kiosks.length === 1 ? kiosks[0]!.id : null;
  useEffect(() => {
    if (modes.kiosk === 'open' && chosenKiosk === null && onlyKiosk !== null) setChosenKiosk(onlyKiosk);
  }, [modes.kiosk, chosenKiosk, onlyKiosk]);
  const onlyResident = residents.length === 1 ? residents[0]!.id : null;
  useEffect(() => {
    if (modes.library === 'open' && chosenResident === null && onlyResident !== null)
      setChosenResident(onlyResident);
  }, [modes.library, chosenResident, onlyResident]);

  return {
    modes,
    /** Opened from the dashboard of its kiosk or resident: both pickers are fixed. */
    fromDashboard,
    kiosks,
    kioskId,
    /** Picking a kiosk resets the library (and so the items). */
    chooseKiosk: (id: number | null) => {
      setChosenKiosk(id);
      setChosenResident(null);
    },
    residents,
    residentId,
    chooseResident: setChosenResident,
    /** The chosen kiosk's residents are on their way (their first load, not a refetch). */
    loadingResidents: kioskResidents.isLoading,
  };
}
