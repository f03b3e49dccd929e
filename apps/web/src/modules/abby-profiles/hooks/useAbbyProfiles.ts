import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profilePathTypes, type AbbyProfile, type ReadModelName } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  abbyProfileKeys,
  abbyProfilesApi,
  type AbbyProfileFields,
  type AbbyProfileKind,
} from '../api/abby-profiles.endpoints';
import {
  usePlaylistChoice,
  usePlaylistDetailQuery,
  usePlaylistSelection,
  usePlaylists,
} from '../../../ui/playlists';
import { languageIdOf, toLocale } from '../../../i18n/locale.util';

const PROFILE_MODELS: readonly ReadModelName[] = ['abby_profiles', 'abby_profile_details', 'media_items'];

/** What the profile dialog is doing: creating one, editing one, or closed. */
export type ProfileEditing = { profile: AbbyProfile | null } | null;

/**
 * A resident's or a kiosk's Abby profiles (spec 03 §2.9): the list, the create and edit dialog
 * (Activate when editing), the delete after its confirmation (its refusal shown in the
 * confirmation), and the profile whose content is open. Refetched when the profiles or the media
 * change.
 */
export function useAbbyProfiles(kind: AbbyProfileKind, ownerId: number | null) {
  const profiles = usePlaylists({
    queryKey: abbyProfileKeys.ofOwner(kind, ownerId ?? 0),
    readModels: PROFILE_MODELS,
    fetch: ownerId === null ? null : (signal) => abbyProfilesApi.ofOwner(kind, ownerId, signal),
    rowsOf: (answer) => answer.profiles,
    create: (fields: AbbyProfileFields) => abbyProfilesApi.create(kind, ownerId ?? 0, fields),
    update: (id, fields: AbbyProfileFields) => abbyProfilesApi.update(kind, id, fields),
    remove: (profileId) => abbyProfilesApi.remove(kind, profileId),
    // A refusal (the active one) shows in the failure dialog, over the closed confirmation.
    closeDeleteOnRefusal: true,
  });
  const [openProfile, setOpenProfile] = useState<number | null>(null);
  return {
    kind,
    ...profiles,
    editing: profiles.editing && { profile: profiles.editing.item },
    openProfile,
    setOpenProfile,
  };
}

/**
 * One profile's content (spec 03 §2.10): the path types its manager offers in the viewer's
 * language (with a done mark for those holding media), the chosen type's details, files added
 * from the shared library, and the selected details removed after a confirmation.
 */
export function useProfileDetail(kind: AbbyProfileKind, profileId: number | null) {
  const { i18n } = useTranslation();
  const languageId = languageIdOf(toLocale(i18n.language));
  const detail = usePlaylistDetailQuery(
    abbyProfileKeys.one(kind, profileId ?? 0),
    PROFILE_MODELS,
    profileId === null ? null : (signal) => abbyProfilesApi.one(kind, profileId, signal),
  );
  const types = useQuery({
    queryKey: abbyProfileKeys.pathTypes(languageId),
    queryFn: ({ signal }) => abbyProfilesApi.pathTypes(languageId, signal),
    staleTime: Infinity,
  });
  const profile = profileId === null ? null : (detail.data?.profile ?? null);
  const pathTypes = useMemo(() => {
    const offered = profilePathTypes(
      kind === 'resident' ? { residentId: 1, kioskId: null } : { residentId: null, kioskId: 1 },
    ) as readonly number[];
    return (types.data?.mediaPathTypes ?? []).filter((type) => offered.includes(type.id));
  }, [types.data, kind]);
  const [pathTypeId, setPathTypeId] = useState<number | null>(null);
  const [choosingType, setChoosingType] = useState(true);
  const {
    selecting: picking,
    select: pick,
    ...choice
  } = usePlaylistChoice(PROFILE_MODELS, false, (_open, mediaFileIds) =>
    abbyProfilesApi.addFiles(kind, profileId ?? 0, mediaFileIds),
  );
  const { removing, ...selection } = usePlaylistSelection(PROFILE_MODELS, (ids) =>
    abbyProfilesApi.removeDetails(kind, ids),
  );
  const { setSelected } = selection;
  const pathType = pathTypes.find((type) => type.id === pathTypeId) ?? null;
  return {
    profile,
    firstLoad: profileId !== null && (detail.isPending || types.isPending),
    pathTypes,
    pathType,
    /** The type selector shows first, and again on "change selection". */
    choosingType,
    chooseType: (id: number) => {
      setPathTypeId(id);
      setSelected([]);
      setChoosingType(false);
    },
    changeSelection: () => setChoosingType(true),
    cancelChoosingType: () => setChoosingType(false),
    rows: (profile?.profileDetails ?? []).filter((row) => row.mediaPathTypeId === pathTypeId),
    picking,
    pick,
    ...choice,
    ...selection,
    removingDetails: removing,
  };
}
