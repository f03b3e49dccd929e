import sharp from 'sharp';
import type { KioskFolder } from '@ambient/core';

/** A picture of the demo's libraries: drawn here, so the repository holds no photographs. */
export interface DemoPicture {
  /** The file name it is uploaded under. */
  file: string;
  title: string;
  description: string;
  /** The kiosk library's behaviour, for a kiosk's picture. */
  kioskFolder?: KioskFolder;
  /** The sky, from top to horizon, and the scene drawn over it (SVG shapes on 1200 × 900). */
  sky: [string, string];
  shapes: string;
}

const hills = (fill: string, y: number): string =>
  `<path d="M0 ${y} Q300 ${y - 120} 600 ${y} T1200 ${y} V900 H0Z" fill="${fill}"/>`;
const pine = (x: number, y: number, h: number, fill: string): string =>
  `<path d="M${x} ${y - h} L${x + h * 0.35} ${y} H${x - h * 0.35}Z" fill="${fill}"/>` +
  `<rect x="${x - 8}" y="${y}" width="16" height="${h * 0.15}" fill="#5d4037"/>`;
const crown = (x: number, y: number, r: number, fill: string): string =>
  `<rect x="${x - 10}" y="${y}" width="20" height="${r * 1.6}" fill="#5d4037"/>` +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
const tulip = (x: number, fill: string): string =>
  `<path d="M${x} 900 V700" stroke="#2e7d32" stroke-width="10"/>` +
  `<ellipse cx="${x}" cy="690" rx="28" ry="42" fill="${fill}"/>`;
const repeat = (n: number, draw: (i: number) => string): string =>
  Array.from({ length: n }, (_, i) => draw(i)).join('');

/** The public library's pictures: seasons and places of Canada and the United States. */
export const PUBLIC_PICTURES: readonly DemoPicture[] = [
  {
    file: 'sunrise-over-the-lake.jpg',
    title: 'Sunrise over the lake',
    description: 'A calm morning on the water',
    sky: ['#ffb74d', '#fff3e0'],
    shapes:
      `<circle cx="600" cy="520" r="110" fill="#ffe082"/>` +
      `<path d="M0 540 Q200 470 420 540 Z M760 540 Q1000 440 1200 520 V540Z" fill="#37474f"/>` +
      `<rect y="540" width="1200" height="360" fill="#4f83cc"/>` +
      repeat(
        6,
        (i) =>
          `<rect x="${470 + i * 10}" y="${570 + i * 45}" width="${260 - i * 20}" height="8" fill="#ffe082" opacity="0.7"/>`,
      ),
  },
  {
    file: 'autumn-maples.jpg',
    title: 'Autumn maples',
    description: 'Red and gold leaves along the path',
    sky: ['#81d4fa', '#e1f5fe'],
    shapes:
      hills('#8d6e63', 700) +
      repeat(5, (i) =>
        crown(150 + i * 230, 520 + (i % 2) * 40, 110, ['#e53935', '#fb8c00', '#fdd835'][i % 3] as string),
      ),
  },
  {
    file: 'tulips-in-the-garden.jpg',
    title: 'Tulips in the garden',
    description: 'Spring in the courtyard',
    sky: ['#b3e5fc', '#f1f8e9'],
    shapes:
      `<rect y="760" width="1200" height="140" fill="#558b2f"/>` +
      repeat(11, (i) => tulip(80 + i * 105, ['#e91e63', '#ffeb3b', '#ff5722', '#9c27b0'][i % 4] as string)),
  },
  {
    file: 'harbour-at-dusk.jpg',
    title: 'Harbour at dusk',
    description: 'Boats coming home for the night',
    sky: ['#5e35b1', '#ff8a65'],
    shapes:
      `<rect y="600" width="1200" height="300" fill="#283593"/>` +
      `<path d="M380 600 H640 L600 660 H420Z" fill="#3e2723"/><path d="M510 600 V380 L620 590Z" fill="#fafafa"/>` +
      `<rect x="900" y="470" width="40" height="130" fill="#eceff1"/><circle cx="920" cy="460" r="22" fill="#ffee58"/>`,
  },
  {
    file: 'snowy-pines.jpg',
    title: 'Snowy pines',
    description: 'Fresh snow in the forest',
    sky: ['#90caf9', '#e3f2fd'],
    shapes:
      `<rect y="700" width="1200" height="200" fill="#fafafa"/>` +
      repeat(7, (i) => pine(100 + i * 170, 720 + (i % 2) * 30, 300 - (i % 3) * 40, '#1b5e20')),
  },
  {
    file: 'prairie-wheat-field.jpg',
    title: 'Prairie wheat field',
    description: 'Harvest time under a wide sky',
    sky: ['#4fc3f7', '#e1f5fe'],
    shapes:
      `<rect y="560" width="1200" height="340" fill="#fbc02d"/>` +
      repeat(12, (i) => `<path d="M0 ${600 + i * 26} H1200" stroke="#f9a825" stroke-width="6"/>`) +
      `<rect x="820" y="430" width="180" height="130" fill="#c62828"/><path d="M800 430 L910 350 L1020 430Z" fill="#8e0000"/>`,
  },
];

/** A resident's own pictures, as a family would send them. */
export const FAMILY_PICTURES: readonly DemoPicture[] = [
  {
    file: 'picnic-in-the-park.jpg',
    title: 'Picnic in the park',
    description: 'Sunday lunch with the grandchildren',
    sky: ['#81d4fa', '#f1f8e9'],
    shapes:
      hills('#7cb342', 640) +
      `<path d="M300 760 L900 760 L980 860 L220 860Z" fill="#ef5350"/>` +
      repeat(
        6,
        (i) => `<path d="M${330 + i * 100} 760 L${290 + i * 110} 860" stroke="#ffffff" stroke-width="10"/>`,
      ) +
      crown(1050, 420, 120, '#388e3c'),
  },
  {
    file: 'birthday-cake.jpg',
    title: 'Birthday cake',
    description: 'Ninety candles, one wish',
    sky: ['#f8bbd0', '#fff8e1'],
    shapes:
      `<rect x="340" y="520" width="520" height="260" rx="20" fill="#ffffff"/>` +
      `<rect x="340" y="600" width="520" height="40" fill="#f48fb1"/>` +
      repeat(
        9,
        (i) =>
          `<rect x="${380 + i * 52}" y="440" width="14" height="80" fill="#64b5f6"/><ellipse cx="${387 + i * 52}" cy="425" rx="10" ry="18" fill="#ffca28"/>`,
      ) +
      `<rect y="780" width="1200" height="120" fill="#8d6e63"/>`,
  },
  {
    file: 'a-day-at-the-beach.jpg',
    title: 'A day at the beach',
    description: 'Sandcastles and seagulls',
    sky: ['#29b6f6', '#e1f5fe'],
    shapes:
      `<circle cx="1000" cy="180" r="80" fill="#ffee58"/>` +
      `<rect y="520" width="1200" height="160" fill="#0288d1"/><rect y="660" width="1200" height="240" fill="#ffe0b2"/>` +
      `<path d="M480 800 V700 H520 V680 H560 V700 H600 V680 H640 V700 H680 V800Z" fill="#ffb74d"/>` +
      repeat(
        3,
        (i) =>
          `<path d="M${200 + i * 150} ${220 + i * 30} q25 -25 50 0 q25 -25 50 0" stroke="#455a64" stroke-width="6" fill="none"/>`,
      ),
  },
];

/** A kiosk's own pictures for its community playlist: standard ones and an announcement. */
export const KIOSK_PICTURES: readonly DemoPicture[] = [
  {
    file: 'courtyard-in-bloom.jpg',
    title: 'Courtyard in bloom',
    description: 'The garden behind the dining room',
    kioskFolder: 'ambient',
    sky: ['#b3e5fc', '#f1f8e9'],
    shapes:
      `<rect y="700" width="1200" height="200" fill="#689f38"/>` +
      repeat(8, (i) => tulip(120 + i * 140, ['#ff7043', '#ba68c8', '#fff176'][i % 3] as string)) +
      crown(150, 420, 130, '#2e7d32'),
  },
  {
    file: 'music-afternoon.jpg',
    title: 'Music afternoon',
    description: 'Piano and songs in the lounge on Friday at 2 p.m.',
    kioskFolder: 'announcement',
    sky: ['#7e57c2', '#d1c4e9'],
    shapes:
      `<rect x="300" y="480" width="600" height="260" rx="12" fill="#212121"/>` +
      repeat(14, (i) => `<rect x="${320 + i * 40}" y="640" width="34" height="90" fill="#fafafa"/>`) +
      repeat(
        3,
        (i) =>
          `<circle cx="${420 + i * 180}" cy="${300 - i * 40}" r="30" fill="#fff59d"/><rect x="${446 + i * 180}" y="${180 - i * 40}" width="8" height="${120}" fill="#fff59d"/>`,
      ),
  },
  {
    file: 'evening-by-the-fire.jpg',
    title: 'Evening by the fire',
    description: 'Warm light on a winter night',
    kioskFolder: 'ambient',
    sky: ['#3e2723', '#6d4c41'],
    shapes:
      `<rect x="350" y="420" width="500" height="380" fill="#8d6e63"/><rect x="430" y="520" width="340" height="280" fill="#1b0000"/>` +
      `<path d="M480 800 Q520 620 600 560 Q680 620 720 800Z" fill="#ff6f00"/><path d="M540 800 Q570 680 600 650 Q630 680 660 800Z" fill="#ffd54f"/>`,
  },
];

/** The picture as a JPEG, as a camera would send it. */
export function renderPicture(picture: DemoPicture): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${picture.sky[0]}"/><stop offset="1" stop-color="${picture.sky[1]}"/>` +
    `</linearGradient></defs><rect width="1200" height="900" fill="url(#sky)"/>${picture.shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
