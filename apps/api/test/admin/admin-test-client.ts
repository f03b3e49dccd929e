/** Calls of the admin tests: JSON calls, multipart uploads, and a small zip made by hand. */
import { crc32 } from 'node:zlib';
import { callApi, type Answer, type Json } from '../support/api-calls.js';

export type { Answer, Json };

export function apiCaller(url: string) {
  const call = (method: string, path: string, token?: string, body?: unknown): Promise<Answer> =>
    callApi(url, method, path, { token, body });

  /** POSTs a multipart form with `file` (when given) and any other fields. */
  const upload = async (
    path: string,
    token: string | undefined,
    file: { name: string; content: Buffer } | null,
    fields: Record<string, string> = {},
    language?: string,
  ): Promise<Answer> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
    const response = await fetch(`${url}/api/${path}`, {
      method: 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Json };
  };

  return { call, upload };
}

/** A real zip archive holding one stored (uncompressed) file. */
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
