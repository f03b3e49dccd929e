import { crc32 } from 'node:zlib';
import type { AbbyActivity, AbbyZipVersion } from '@ambient/core';

/**
 * Download Zip of the activity manager: the package an activity release starts from, named
 * "{next update}.zip", holding `manifest.json` (the update number, the Phidget version and the
 * activity) and the activity's folder with its `index.html` placeholder at its URL segment.
 */
export function activityPackage(nextUpdate: number, version: AbbyZipVersion, activity: AbbyActivity): Buffer {
  const manifest = {
    updateLevel: nextUpdate,
    phidgetVersion: version,
    activities: [
      {
        id: activity.id,
        responseTypeId: activity.responseTypeId,
        description: activity.description,
        url: activity.url,
        releaseDate: activity.releaseDate,
      },
    ],
  };
  const page = `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(activity.description)}</title></head><body></body></html>\n`;
  return storedZip([
    { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    { name: activity.url, data: Buffer.from(page) },
  ]);
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A zip archive of uncompressed ("stored") entries: small packages need no deflate. */
function storedZip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A small update zip for the demo and the seed: its manifest names its version and level. */
export function updatePackage(version: AbbyZipVersion, level: number): Buffer {
  return storedZip([
    {
      name: 'manifest.json',
      data: Buffer.from(`${JSON.stringify({ phidgetVersion: version, updateLevel: level })}\n`),
    },
    { name: `abby-v${version}/update-${level}.txt`, data: Buffer.from(`Abby v${version} update ${level}\n`) },
  ]);
}
