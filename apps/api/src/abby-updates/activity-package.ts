import JSZip from 'jszip';
import type { AbbyActivity, AbbyZipVersion } from '@ambient/core';

/**
 * Download Zip of the activity manager: the package an activity release starts from, named
 * "{next update}.zip", holding `manifest.json` (the update number, the Phidget version and the
 * activity) and the activity's folder with its `index.html` placeholder at its URL segment.
 */
export function activityPackage(
  nextUpdate: number,
  version: AbbyZipVersion,
  activity: AbbyActivity,
): Promise<Buffer> {
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

/** A zip archive of the entries, through JSZip; small packages need no deflate. */
function storedZip(entries: Array<{ name: string; data: Buffer }>): Promise<Buffer> {
  const zip = new JSZip();
  for (const { name, data } of entries) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/** A small update zip for the demo and the seed: its manifest names its version and level. */
export function updatePackage(version: AbbyZipVersion, level: number): Promise<Buffer> {
  return storedZip([
    {
      name: 'manifest.json',
      data: Buffer.from(`${JSON.stringify({ phidgetVersion: version, updateLevel: level })}\n`),
    },
    { name: `abby-v${version}/update-${level}.txt`, data: Buffer.from(`Abby v${version} update ${level}\n`) },
  ]);
}
