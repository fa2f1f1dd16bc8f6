/**
 * Precompressed copies: after the build, `name.br` (brotli, quality 11) and `name.gz` (gzip,
 * level 9) beside every text file a browser fetches — JS, CSS, HTML, SVG, JSON, the web app
 * manifest. nginx serves them with `brotli_static on; gzip_static on;` and the reference server
 * with its static middleware (server/src/static.ts), so no request pays for compressing on the fly
 * and every visitor gets the smallest encoding their browser accepts. A copy that would not be
 * smaller than the file is not written (tiny files): servers then send the file as it is.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const COMPRESSIBLE = /\.(m?js|css|html|svg|json|webmanifest|txt|xml)$/i;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Writes the copies for every compressible file under `dir`; returns how many files it compressed. */
export function compressFolder(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    const br = brotli(data);
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

/** The Vite plugin: runs once everything (the service worker and manifest included) is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressFolder(outDir);
      },
    },
  };
}
