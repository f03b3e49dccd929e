/** The Genie release command and the pure `decide` that numbers the release. */
import { DomainError } from '../errors.js';
import type { Decider } from '../decider.js';
import {
  isZipFileName,
  nextReleaseLevel,
  evolveGenieUpdate,
  initialGenieUpdateState,
  type GenieUpdateEvent,
  type GenieUpdateState,
} from './genie-update.js';

export type GenieUpdateCommand = {
  type: 'ReleaseGenieUpdate';
  data: {
    fileName: string;
    size: number;
    storedAs: string;
    /** Whether the content starts with the zip signature; checked by the handler, judged here. */
    isZipArchive: boolean;
  };
};

export function decideGenieUpdate(command: GenieUpdateCommand, state: GenieUpdateState): GenieUpdateEvent[] {
  switch (command.type) {
    case 'ReleaseGenieUpdate': {
      const { fileName, size, storedAs, isZipArchive } = command.data;
      if (!isZipFileName(fileName) || !isZipArchive) throw new DomainError('release.invalidFilename');
      if (size <= 0) throw new DomainError('error.noFile');
      return [
        {
          type: 'GenieUpdateReleased',
          data: { level: nextReleaseLevel(state), fileName, size, storedAs },
        },
      ];
    }
    default: {
      const exhaustive: never = command.type;
      return exhaustive;
    }
  }
}

/** The Genie updates stream's decider, for the engine (`AggregateStore.handle`). */
export const genieUpdateDecider: Decider<GenieUpdateCommand, GenieUpdateEvent, GenieUpdateState> = {
  initialState: initialGenieUpdateState,
  evolve: evolveGenieUpdate,
  decide: decideGenieUpdate,
};
