import { describe, expect, it } from '@jest/globals';
import { releaseFileProblem } from './release-file.util';

const fileOf = (name: string, bytes: number[]) => Object.assign(new Blob([new Uint8Array(bytes)]), { name });
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];

describe('the release file check in the browser', () => {
  it('asks for a file when none is chosen', async () => {
    expect(await releaseFileProblem(null)).toBe('noFile');
  });

  it('accepts a .zip in any case that starts like a zip archive', async () => {
    expect(await releaseFileProblem(fileOf('genie-4.2.zip', ZIP))).toBeNull();
    expect(await releaseFileProblem(fileOf('GENIE.ZIP', ZIP))).toBeNull();
  });

  it('refuses another name, and a .zip that is not an archive', async () => {
    expect(await releaseFileProblem(fileOf('genie.tar.gz', ZIP))).toBe('invalidFilename');
    expect(await releaseFileProblem(fileOf('notes.zip', [0x68, 0x65, 0x6c, 0x6c, 0x6f]))).toBe(
      'invalidFilename',
    );
    expect(await releaseFileProblem(fileOf('empty.zip', []))).toBe('invalidFilename');
  });
});
