/**
 * What `vite build` reads from the repository: `npm start` rebuilds when any of it is newer than
 * dist/. Everything vite.config.ts imports from the repository must be listed (build/ holds its
 * plugins); scripts/start.test.mjs checks it.
 */
export const BUILD_INPUTS = ['src', 'public', 'contract', 'build', 'index.html', 'vite.config.ts', 'package.json'];
