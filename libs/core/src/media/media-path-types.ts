/**
 * Abby media path types (spec 03 §3 "Media path type", "Media categories"): the kinds of content an
 * Abby plays, each kept under a path of its own on the kiosk and taking certain file types. The
 * shared library lists the sharable ones but Radio Shows (§2.2); personal pictures and home movies
 * belong to a resident. Ids are the spec's category numbers.
 */
import type { MediaKind } from './media-item.js';

export const MediaCategory = {
  AudioMusic: 1,
  AudioRadioShows: 2,
  ImagesGeneral: 3,
  ImagesPersonal: 4,
  VideosTV: 5,
  VideosHomeMovies: 6,
  MatchingGameSounds: 8,
  VideosAmbient: 9,
  VideosPetCat: 10,
  VideosTurnWheel: 13,
} as const;
export type MediaCategory = (typeof MediaCategory)[keyof typeof MediaCategory];

/** Who owns an Abby library (spec 03 §3 "Library owners"). */
export const LibraryOwner = { SharedLibrary: 1, Resident: 2, Kiosk: 3 } as const;

export interface MediaPathType {
  id: MediaCategory;
  description: string;
  shortDescription: string;
  longDescription: string;
  /** Audio, Image or Video. */
  category: 'Audio' | 'Image' | 'Video';
  /** Where the kiosk keeps this content. */
  path: string;
  /** The file types it takes, as a file picker's accept list. */
  allowedTypes: string;
  isSharable: boolean;
  /** Used by the kiosk itself (game sounds): listed for kiosk managers and admins only. */
  isSystem: boolean;
}

interface PathTypePlan {
  id: MediaCategory;
  kind: MediaKind;
  path: string;
  isSharable: boolean;
  isSystem: boolean;
  en: [short: string, long: string];
  fr: [short: string, long: string];
}

const PLANS: readonly PathTypePlan[] = [
  {
    id: 1,
    kind: 'audio',
    path: 'audio/music',
    isSharable: true,
    isSystem: false,
    en: ['Music', 'Songs and music to listen to'],
    fr: ['Musique', 'Chansons et musique à écouter'],
  },
  {
    id: 2,
    kind: 'audio',
    path: 'audio/radio',
    isSharable: true,
    isSystem: false,
    en: ['Radio Shows', 'Recorded radio shows'],
    fr: ['Émissions de radio', 'Émissions de radio enregistrées'],
  },
  {
    id: 3,
    kind: 'image',
    path: 'images/general',
    isSharable: true,
    isSystem: false,
    en: ['Pictures', 'Pictures for everyone'],
    fr: ['Images', 'Images pour tous'],
  },
  {
    id: 4,
    kind: 'image',
    path: 'images/personal',
    isSharable: false,
    isSystem: false,
    en: ['Personal Pictures', 'A resident’s own pictures'],
    fr: ['Images personnelles', 'Les images d’un résident'],
  },
  {
    id: 5,
    kind: 'video',
    path: 'videos/tv',
    isSharable: true,
    isSystem: false,
    en: ['TV', 'Television shows'],
    fr: ['Télé', 'Émissions de télévision'],
  },
  {
    id: 6,
    kind: 'video',
    path: 'videos/home',
    isSharable: false,
    isSystem: false,
    en: ['Home Movies', 'A resident’s own movies'],
    fr: ['Films de famille', 'Les films d’un résident'],
  },
  {
    id: 8,
    kind: 'audio',
    path: 'audio/matching-game',
    isSharable: true,
    isSystem: true,
    en: ['Matching Game Sounds', 'Sounds of the matching game'],
    fr: ['Sons du jeu d’association', 'Les sons du jeu d’association'],
  },
  {
    id: 9,
    kind: 'video',
    path: 'videos/ambient',
    isSharable: true,
    isSystem: false,
    en: ['Ambient Videos', 'Calm scenes shown between activities'],
    fr: ['Vidéos d’ambiance', 'Scènes calmes montrées entre les activités'],
  },
  {
    id: 10,
    kind: 'video',
    path: 'videos/pet-cat',
    isSharable: true,
    isSystem: true,
    en: ['Pet Cat', 'The virtual pet cat'],
    fr: ['Chat de compagnie', 'Le chat de compagnie virtuel'],
  },
  {
    id: 13,
    kind: 'video',
    path: 'videos/turn-wheel',
    isSharable: true,
    isSystem: true,
    en: ['Turn Wheel', 'Videos of the turning wheel'],
    fr: ['Roue', 'Vidéos de la roue'],
  },
];

const ACCEPT: Readonly<Record<MediaKind, string>> = {
  audio: '.mp3,audio/mpeg',
  image: 'image/*',
  video: '.mp4,video/mp4',
};
const CATEGORY: Readonly<Record<MediaKind, MediaPathType['category']>> = {
  audio: 'Audio',
  image: 'Image',
  video: 'Video',
};

/** The kind of file a path type takes, or null when there is no such path type. */
export function pathTypeKind(id: number): MediaKind | null {
  return PLANS.find((plan) => plan.id === id)?.kind ?? null;
}

/** The path types in a language (1 English, 2 French). */
export function mediaPathTypes(languageId: number): MediaPathType[] {
  return PLANS.map((plan) => {
    const [short, long] = languageId === 2 ? plan.fr : plan.en;
    return {
      id: plan.id,
      description: short,
      shortDescription: short,
      longDescription: long,
      category: CATEGORY[plan.kind],
      path: plan.path,
      allowedTypes: ACCEPT[plan.kind],
      isSharable: plan.isSharable,
      isSystem: plan.isSystem,
    };
  });
}

/** The path types the Abby shared library takes: the sharable ones, Radio Shows excluded (§2.2). */
export const isSharedLibraryPathType = (id: number): boolean =>
  PLANS.some((plan) => plan.id === id && plan.isSharable && plan.id !== MediaCategory.AudioRadioShows);

/**
 * The media path types a resident's profile takes (spec 03 §2.10: the resident manager hides
 * ambient videos and radio shows); the kiosk's own system types (game sounds, pet cat, turning
 * wheel) are the kiosk's (decision 0075).
 */
export const RESIDENT_PROFILE_PATH_TYPES: readonly MediaCategory[] = [
  MediaCategory.AudioMusic,
  MediaCategory.ImagesGeneral,
  MediaCategory.ImagesPersonal,
  MediaCategory.VideosTV,
  MediaCategory.VideosHomeMovies,
];

/** The media path types a kiosk's profile takes: all but radio shows (spec 03 §2.10). */
export const KIOSK_PROFILE_PATH_TYPES: readonly MediaCategory[] = [
  MediaCategory.AudioMusic,
  MediaCategory.ImagesGeneral,
  MediaCategory.ImagesPersonal,
  MediaCategory.VideosTV,
  MediaCategory.VideosHomeMovies,
  MediaCategory.MatchingGameSounds,
  MediaCategory.VideosAmbient,
  MediaCategory.VideosPetCat,
  MediaCategory.VideosTurnWheel,
];

/**
 * The path types an Abby file in its owner's own library may have (decision 0080): a resident's
 * library takes those of a resident's profile, a kiosk's those of a kiosk's profile.
 */
export const ownerLibraryPathTypes = (owner: 'resident' | 'kiosk'): readonly MediaCategory[] =>
  owner === 'resident' ? RESIDENT_PROFILE_PATH_TYPES : KIOSK_PROFILE_PATH_TYPES;
