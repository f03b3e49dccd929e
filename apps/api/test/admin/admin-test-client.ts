/** Calls of the admin tests: multipart uploads (typed by the document, or untyped), and a small zip made by hand. */
import { crc32 } from 'node:zlib';
import type { ApiPaths } from '@ambient/core';
import type { Answer, Json } from '../support/api-calls.js';
import type { TypedAnswer } from '../support/typed-api.js';

export type { Answer, Json };

/** The document's routes that take a multipart form. */
type UploadPath = {
  [P in keyof ApiPaths]: ApiPaths[P] extends {
    post: { requestBody: { content: { 'multipart/form-data': object } } };
  }
    ? P
    : never;
}[keyof ApiPaths];
type Upload<P extends UploadPath> = ApiPaths[P] extends { post: infer Operation } ? Operation : never;
/** The form's fields besides its file, as the document names them. */
type UploadFields<P extends UploadPath> =
  Upload<P> extends { requestBody: { content: { 'multipart/form-data': infer Form } } }
    ? Partial<Record<Exclude<keyof Form, 'file'>, string>>
    : never;
type UploadSuccess<P extends UploadPath> =
  Upload<P> extends { responses: { 200: { content: { 'application/json': infer Json } } } } ? Json : never;
type UploadParameters<P extends UploadPath> =
  Upload<P> extends { parameters: { path: infer Path } } ? Path : never;

/** What an upload sends: the path's parameters when it has some, the caller, the file and the fields. */
export type UploadOptions<P extends UploadPath> = {
  token?: string;
  file: { name: string; content: Buffer } | null;
  fields?: UploadFields<P>;
  language?: string;
} & ([UploadParameters<P>] extends [never] ? { path?: never } : { path: UploadParameters<P> });

/**
 * POSTs a multipart form to the document's upload route `path` (its parameters filled in), and
 * answers as the typed calls do: the status, and the JSON with the success's type.
 */
export async function typedUpload<P extends UploadPath>(
  url: string,
  path: P,
  options: UploadOptions<P>,
): Promise<TypedAnswer<UploadSuccess<P>>> {
  const parameters: Record<string, unknown> = options.path ?? {};
  const target = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(parameters[name])),
  );
  const { token, file, fields, language } = options;
  const response = await postForm(`${url}${target}`, token, file, fields, language);
  // The form is sent untyped; its answer is the document's.
  return { status: response.status, json: (await response.json()) as TypedAnswer<UploadSuccess<P>>['json'] };
}

/** POSTs a multipart form to `address` with `file` (when given) and any other fields. */
function postForm(
  address: string,
  token: string | undefined,
  file: { name: string; content: Buffer } | null,
  fields: Record<string, string> = {},
  language?: string,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  return fetch(address, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    body: form,
  });
}

/** The multipart uploads of the suites not yet on `typedUpload`, answered untyped. */
export function apiCaller(url: string) {
  /** POSTs a multipart form with `file` (when given) and any other fields. */
  const upload = async (
    path: string,
    token: string | undefined,
    file: { name: string; content: Buffer } | null,
    fields: Record<string, string> = {},
    language?: string,
  ): Promise<Answer> => {
    const response = await postForm(`${url}/api/${path}`, token, file, fields, language);
    return { status: response.status, json: (await response.json()) as Json };
  };

  return { upload };
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
