/** The Genie release command and the pure `decide` that numbers the release. */
import { DomainError } from '../errors.js';
import {
  isZipFileName,
  nextReleaseLevel,
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
