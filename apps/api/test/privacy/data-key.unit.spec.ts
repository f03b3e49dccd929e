import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { dataKeyFile, loadDataKey } from '../../src/database/data-key.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'data-key-'));

describe('the data encryption key', () => {
  it('comes from DATA_ENCRYPTION_KEY when set, and a key that is not 32 bytes stops the start', () => {
    const bytes = randomBytes(32);
    const dir = dataDir();
    const fromHex = loadDataKey({ dataDir: dir, dataEncryptionKey: bytes.toString('hex') });
    const fromBase64 = loadDataKey({ dataDir: dir, dataEncryptionKey: bytes.toString('base64') });
    expect(fromHex.id).toBe(fromBase64.id);
    expect(fromHex.openText(fromBase64.sealText('same key', 'test'), 'test')).toBe('same key');
    expect(() => loadDataKey({ dataDir: dir, dataEncryptionKey: 'not a key' })).toThrow(
      /DATA_ENCRYPTION_KEY is not valid/,
    );
    expect(() => statSync(dataKeyFile(dir))).toThrow();
  });

  it('is otherwise generated once under the data folder, readable by its owner only, and kept', () => {
    const dir = dataDir();
    const first = loadDataKey({ dataDir: dir, dataEncryptionKey: null });
    expect(statSync(dataKeyFile(dir)).mode & 0o777).toBe(0o600);
    const second = loadDataKey({ dataDir: dir, dataEncryptionKey: null });
    expect(second.id).toBe(first.id);
    expect(readFileSync(dataKeyFile(dir), 'utf8').trim()).toHaveLength(44);
  });
});
