import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, drawMark, renderIcon } from './app-icons';

/** Reads back what encodePng wrote: size and the RGBA rows (filter byte 0 each). */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  const size = png.readUInt32BE(16);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [
    ...rows.subarray(y * (size * 4 + 1) + 1 + x * 4, y * (size * 4 + 1) + 5 + x * 4),
  ];
  return { size, pixel };
}

describe('app icons', () => {
  it.each(APP_ICONS)('$fileName is a $size px PNG of the site mark', (spec) => {
    const { size, pixel } = decode(renderIcon(spec));
    expect(size).toBe(spec.size);
    const c = Math.floor(size / 2);
    expect(pixel(c, c)).toEqual([255, 255, 255, 255]); // the cross's centre
    expect(pixel(Math.floor(size * 0.4), Math.floor(size * 0.4))).toEqual([0x15, 0x54, 0xd1, 255]); // blue inside the ring
    // Corners: transparent for "any" (rounded square), opaque blue for maskable and Apple.
    expect(pixel(0, 0)[3]).toBe(spec.fullBleed ? 255 : 0);
  });

  it('keeps the maskable mark inside the 40 % safe zone', () => {
    const size = 512;
    const pixels = drawMark(size, true);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const white = pixels[(y * size + x) * 4] === 255;
        if (white) expect(Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2)).toBeLessThanOrEqual(size * 0.4);
      }
  });

  it('draws the same bytes every time', () => {
    expect(renderIcon(APP_ICONS[0]!).equals(renderIcon(APP_ICONS[0]!))).toBe(true);
  });
});
