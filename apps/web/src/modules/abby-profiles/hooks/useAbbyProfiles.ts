import { useMemo, useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilePathTypes, type AbbyProfile } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  abbyProfileKeys,
  abbyProfilesApi,
  type AbbyProfileFields,
  type AbbyProfileKind,
} from '../../../api/abby-profiles.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { languageIdOf, toLocale } from '../../../i18n/locale.util';

const PROFILE_MODELS = ['abby_profiles', 'abby_profile_details', 'media_items'] as const;

/** What the profile dialog is doing: creating one, editing one, or closed. */
export type ProfileEditing = { profile: AbbyProfile | null } | null;

/**
 * A resident's or a kiosk's Abby profiles (spec 03 §2.9): the list, the create and edit dialog
 * (Activate when editing), the delete after its confirmation (its refusal shown in the
 * confirmation), and the profile whose content is open. Refetched when the profiles or the media
 * change.
 */
export function useAbbyProfiles(kind: AbbyProfileKind, ownerId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateReadModels(queryClient, [...PROFILE_MODELS]);
  const list = useQuery({
    queryKey: abbyProfileKeys.ofOwner(kind, ownerId ?? 0),
    meta: { readModels: [...PROFILE_MODELS] },
    queryFn: ownerId === null ? skipToken : ({ signal }) => abbyProfilesApi.ofOwner(kind, ownerId, signal),
  });
  const [editing, setEditing] = useState<ProfileEditing>(null);
  const [deleting, setDeleting] = useState<AbbyProfile | null>(null);
  const [openProfile, setOpenProfile] = useState<number | null>(null);

  const save = useMutation({
    mutationFn: (fields: AbbyProfileFields) =>
      editing?.profile
        ? abbyProfilesApi.update(kind, editing.profile.id, fields)
        : abbyProfilesApi.create(kind, ownerId ?? 0, fields),
    onSuccess: () => setEditing(null),
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (profileId: number) => abbyProfilesApi.remove(kind, profileId),
    // A refusal (the active one) shows in the failure dialog, over the closed confirmation.
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });

  return {
    kind,
    rows: ownerId === null ? [] : (list.data?.profiles ?? []),
    firstLoad: ownerId !== null && list.isPending,
    editing,
    startCreate: () => {
      save.reset();
      setEditing({ profile: null });
    },
    startEdit: (profile: AbbyProfile) => {
      save.reset();
      setEditing({ profile });
    },
    closeEdit: () => setEditing(null),
    save: save.mutate,
    saving: save.isPending,
    deleting,
    askToDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => deleting && removal.mutate(deleting.id),
    removing: removal.isPending,
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
  const queryClient = useQueryClient();
  const refresh = () => invalidateReadModels(queryClient, [...PROFILE_MODELS]);
  const { i18n } = useTranslation();
  const languageId = languageIdOf(toLocale(i18n.language));
  const detail = useQuery({
    queryKey: abbyProfileKeys.one(kind, profileId ?? 0),
    meta: { readModels: [...PROFILE_MODELS] },
    queryFn: profileId === null ? skipToken : ({ signal }) => abbyProfilesApi.one(kind, profileId, signal),
  });
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
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const choose = useMutation({
    mutationFn: (mediaFileIds: number[]) => abbyProfilesApi.addFiles(kind, profileId ?? 0, mediaFileIds),
    onSuccess: () => setPicking(false),
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (ids: number[]) => abbyProfilesApi.removeDetails(kind, ids),
    onSuccess: () => {
      setSelected([]);
      setConfirmingRemove(false);
    },
    onError: () => setConfirmingRemove(false),
    onSettled: refresh,
  });
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
    pick: (open: boolean) => {
      choose.reset();
      setPicking(open);
    },
    choose: choose.mutate,
    choosing: choose.isPending,
    selected,
    setSelected,
    confirmingRemove,
    askToRemove: () => setConfirmingRemove(true),
    cancelRemove: () => setConfirmingRemove(false),
    confirmRemove: () => removal.mutate(selected),
    removingDetails: removal.isPending,
  };
}
