/** The media item's commands and their pure `decide`. */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import { containerOwner, MediaContainers } from './containers.js';
import {
  evolveMediaItem,
  initialMediaItemState,
  isEditableFolder,
  isMediaLibrary,
  kindsAccepted,
  mediaTextFault,
  type KioskFolder,
  type MediaFault,
  type MediaItemEvent,
  type MediaItemFile,
  type MediaItemState,
  type NewMediaItem,
} from './media-item.js';
import { isSharedLibraryPathType, ownerLibraryPathTypes, pathTypeKind } from './media-path-types.js';

export type MediaItemCommand =
  | ({ type: 'AddMediaItem'; file: MediaItemFile } & NewMediaItem)
  | { type: 'RecordMediaProcessed'; playableKey: string | null; thumbnail: boolean }
  | { type: 'RecordMediaProcessingFailed'; error: string }
  | { type: 'EditMediaItem'; title: string; description: string; kioskFolder: KioskFolder | null }
  | { type: 'DeleteMediaItem' };

const refuse = (fault: MediaFault, status: 404 | 409 | 422 = 422): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, 0);
};

/** A kiosk folder belongs to a kiosk's library only; there it defaults to Standard (ambient). */
function folderFor(container: string, folder: KioskFolder | null): KioskFolder | null {
  return containerOwner(container)?.kind === 'kiosk' ? (folder ?? 'ambient') : null;
}

/**
 * Whether the library takes this item: Abby's shared library a file of one of its path types, of
 * that type's kind; a resident's or a kiosk's library an Abby file of a path type its owner's
 * profiles take, of that type's kind (uploaded "From computer" into a profile, decision 0080); a
 * Genie item no path type, and only video for manuals and promotional media.
 */
function libraryFault(item: NewMediaItem): MediaFault | null {
  if (!isMediaLibrary(item.container)) return { key: 'media.libraryInvalid' };
  const pathTypeId = item.pathTypeId ?? null;
  if (item.container === MediaContainers.abbyLibrary) {
    if (pathTypeId === null || !isSharedLibraryPathType(pathTypeId)) return { key: 'media.pathTypeInvalid' };
    return pathTypeKind(pathTypeId) === item.kind ? null : { key: 'media.kindNotAccepted' };
  }
  if (pathTypeId !== null) {
    const owner = containerOwner(item.container);
    if (owner?.kind !== 'resident' && owner?.kind !== 'kiosk') return { key: 'media.pathTypeInvalid' };
    if (!(ownerLibraryPathTypes(owner.kind) as readonly number[]).includes(pathTypeId))
      return { key: 'abbyProfile.pathTypeNotTaken' };
    return pathTypeKind(pathTypeId) === item.kind ? null : { key: 'media.kindNotAccepted' };
  }
  return kindsAccepted(item.container).includes(item.kind) ? null : { key: 'media.kindNotAccepted' };
}

export function decideMediaItem(command: MediaItemCommand, state: MediaItemState): MediaItemEvent[] {
  if (command.type === 'AddMediaItem') {
    if (state.mediaItemId !== null) return refuse({ key: 'error.conflict' }, 409);
    const fault = libraryFault(command);
    if (fault) return refuse(fault);
    const textFault = mediaTextFault(command.title, command.description);
    if (textFault) return refuse(textFault);
    const { type: _type, file, ...item } = command;
    return [
      {
        type: 'MediaItemAdded',
        data: {
          ...item,
          ...file,
          title: item.title.trim(),
          description: item.description.trim(),
          kioskFolder: folderFor(item.container, item.kioskFolder),
        },
      },
    ];
  }
  if (state.mediaItemId === null || state.deleted) {
    // A worker that finishes after its item was deleted has nothing left to record.
    if (command.type === 'RecordMediaProcessed' || command.type === 'RecordMediaProcessingFailed') return [];
    return refuse({ key: 'media.notFound' }, 404);
  }
  const mediaItemId = state.mediaItemId;
  switch (command.type) {
    case 'RecordMediaProcessed':
      return state.processing === 'ready'
        ? []
        : [
            {
              type: 'MediaItemProcessed',
              data: { mediaItemId, playableKey: command.playableKey, thumbnail: command.thumbnail },
            },
          ];
    case 'RecordMediaProcessingFailed':
      return state.processing === 'pending'
        ? [{ type: 'MediaItemProcessingFailed', data: { mediaItemId, error: command.error.slice(0, 500) } }]
        : [];
    case 'EditMediaItem': {
      if (!isEditableFolder(state.kioskFolder)) return refuse({ key: 'media.notEditable' });
      if (command.kioskFolder === 'email') return refuse({ key: 'media.notEditable' });
      const fault = mediaTextFault(command.title, command.description);
      if (fault) return refuse(fault);
      const edited = {
        title: command.title.trim(),
        description: command.description.trim(),
        kioskFolder: state.kioskFolder === null ? null : (command.kioskFolder ?? state.kioskFolder),
      };
      if (
        edited.title === state.title &&
        edited.description === state.description &&
        edited.kioskFolder === state.kioskFolder
      )
        return [];
      return [{ type: 'MediaItemEdited', data: { mediaItemId, container: state.container, ...edited } }];
    }
    case 'DeleteMediaItem':
      return [{ type: 'MediaItemDeleted', data: { mediaItemId, container: state.container } }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A media item stream's decider, for the engine (`AggregateStore.handle`). */
export const mediaItemDecider: Decider<MediaItemCommand, MediaItemEvent, MediaItemState> = {
  initialState: initialMediaItemState,
  evolve: evolveMediaItem,
  decide: decideMediaItem,
};
