import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../../build/compress.ts';

/**
 * The floor page's build: Vite's defaults with React and the same precompressed copies as the app
 * (the bench serves it through the same nginx configuration).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), precompress()],
  build: { target: 'es2022' },
});
