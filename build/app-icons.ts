/**
 * The installed app's icons, drawn at build time from the site mark of index.html and
 * public/favicon.svg — a rounded blue square with a white ring and cross, on a 64-unit grid — and
 * written as PNG with node:zlib alone: no image library, no binary file in the repository, the
 * same bytes on every build.
 *
 *   icons/icon-192.png, icons/icon-512.png  purpose "any": the mark with its rounded corners
 *   icons/maskable-512.png                  purpose "maskable": full bleed, so a launcher's mask
 *                                           (circle, squircle) cuts only blue; the mark's ring
 *                                           (radius 19 of 64) lies well inside the 40 % safe zone
 *   icons/apple-touch-icon.png              180 px, full bleed and opaque (iOS rounds the corners
 *                                           itself and would fill transparency with black)
 */
import { deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The mark's colours: --adm-color-primary of src/styles/theme.css, and white. */
const BRAND: readonly [number, number, number] = [0x15, 0x54, 0xd1];
const WHITE: readonly [number, number, number] = [0xff, 0xff, 0xff];
/** Samples per pixel along each axis (16 per pixel): smooth edges without a vector renderer. */
const SUPERSAMPLE = 4;

export interface IconSpec {
  fileName: string;
  size: number;
  /** Full bleed: no rounded corners, no transparent pixel. */
  fullBleed: boolean;
}

export const APP_ICONS: readonly IconSpec[] = [
  { fileName: 'icons/icon-192.png', size: 192, fullBleed: false },
  { fileName: 'icons/icon-512.png', size: 512, fullBleed: false },
  { fileName: 'icons/maskable-512.png', size: 512, fullBleed: true },
  { fileName: 'icons/apple-touch-icon.png', size: 180, fullBleed: true },
];

/** What covers a point of the 64-unit grid: nothing, the blue square, or the white mark on it. */
function sample(x: number, y: number, fullBleed: boolean): 0 | 1 | 2 {
  if (!fullBleed) {
    // <rect width="64" height="64" rx="14">: outside a corner's quarter circle is transparent.
    const r = 14;
    const cx = Math.min(Math.max(x, r), 64 - r);
    const cy = Math.min(Math.max(y, r), 64 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return 0;
  }
  // <circle cx="32" cy="32" r="17" stroke-width="4">
  const d = Math.hypot(x - 32, y - 32);
  if (Math.abs(d - 17) <= 2) return 2;
  // <path d="M32 15v34M15 32h34" stroke-width="3"> (butt caps)
  if (Math.abs(x - 32) <= 1.5 && y >= 15 && y <= 49) return 2;
  if (Math.abs(y - 32) <= 1.5 && x >= 15 && x <= 49) return 2;
  return 1;
}

/** RGBA pixels of the mark at `size` × `size`. */
export function drawMark(size: number, fullBleed: boolean): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const step = 64 / size / SUPERSAMPLE;
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      let white = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const hit = sample(
            (px * SUPERSAMPLE + sx + 0.5) * step,
            (py * SUPERSAMPLE + sy + 0.5) * step,
            fullBleed,
          );
          if (hit > 0) covered++;
          if (hit === 2) white++;
        }
      }
      const i = (py * size + px) * 4;
      if (covered === 0) continue;
      // Colour averaged over the covered samples, alpha from the coverage (straight alpha).
      const w = white / covered;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(BRAND[c]! * (1 - w) + WHITE[c]! * w);
      pixels[i + 3] = Math.round((covered / samples) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A PNG file (8-bit RGBA, no filter) of `size` × `size` RGBA pixels. */
export function encodePng(pixels: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export function renderIcon(spec: IconSpec): Buffer {
  return encodePng(drawMark(spec.size, spec.fullBleed), spec.size);
}

/**
 * Vite plugin: emits the icons into the build (beside index.html, so the manifest's relative paths
 * work from any folder), serves them in dev, and links the Apple touch icon from index.html (iOS
 * reads no manifest icon).
 */
export function appIcons(): Plugin {
  const rendered = new Map<string, Buffer>();
  const icon = (spec: IconSpec) => {
    let png = rendered.get(spec.fileName);
    if (!png) rendered.set(spec.fileName, (png = renderIcon(spec)));
    return png;
  };
  return {
    name: 'app-icons',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const spec = APP_ICONS.find((s) => req.url?.split('?')[0] === `/${s.fileName}`);
        if (!spec) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(icon(spec));
      });
    },
    generateBundle() {
      for (const spec of APP_ICONS)
        this.emitFile({ type: 'asset', fileName: spec.fileName, source: icon(spec) });
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: './icons/apple-touch-icon.png' },
        injectTo: 'head',
      },
    ],
  };
}
