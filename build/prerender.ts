/**
 * The first screen before the bundle: a landing route's first screen (those of `prerenderedRoutes`
 * in build/landing-routes.ts), as React draws it for a visitor before any call has answered,
 * rendered at build time (build/prerender-worker.ts, the app's own code through Vite's module
 * runner) and written into index.html as a `<template>` per route. A small inline script after them (`chooser`) copies the template of the route in the URL
 * hash into #root as the page is parsed, before any module script has run: the browser paints the
 * screen (with the entry's stylesheet and the screen's, which the landing preload inserts as
 * render-blocking) while React, react-dom and the rest download. React's first render then
 * replaces it (createRoot clears #root when it commits), with the same markup.
 *
 * Only for a visitor: with a token in sessionStorage (a member), a query in the hash (`?type=1`,
 * `?pid=…`, `?redirect=…`: the screen may draw something else first) or a `pid` in the page's own
 * query, nothing is copied and the boot screen shows as before. The script's text is the same in
 * every build (its CSP hash is listed in deploy/security-headers.conf).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { minifySync, type Plugin } from 'vite';

/** The attribute naming a template's route. */
export const LANDING_ATTRIBUTE = 'data-landing';

/**
 * Runs in the browser, stringified: copies the visitor's landing screen into #root and drops the
 * templates. Nothing may throw out of it.
 */
export function chooser(attribute: string): void {
  const templates = document.querySelectorAll<HTMLTemplateElement>(`template[${attribute}]`);
  try {
    let token: string | null = null;
    try {
      token = sessionStorage.getItem('token');
    } catch {
      token = 'unknown';
    }
    const [hashPath, query] = location.hash.replace(/^#/, '').split('?');
    const path = (hashPath || '/').replace(/\/+$/, '') || '/';
    const root = document.getElementById('root');
    if (!token && !query && !/[?&]pid=/.test(location.search) && root && !root.firstChild) {
      for (const template of templates) {
        if (template.getAttribute(attribute) === path) {
          root.appendChild(template.content.cloneNode(true));
          break;
        }
      }
    }
  } catch {
    // The boot screen stays: the app draws the screen itself.
  }
  for (const template of templates) template.remove();
}

/** The inline script: the same text in every build. */
export function chooserScript(): string {
  const source = `(${chooser.toString()})(${JSON.stringify(LANDING_ATTRIBUTE)})`;
  return minifySync('landing-screen.js', source, { compress: true, mangle: true }).code.trim();
}

/**
 * Each route's first screen, rendered by build/prerender-worker.ts: a process per route (a fresh
 * page: the app's modules and React's own state start anew), two at a time.
 */
export async function renderLandingScreens(routes: readonly string[]): Promise<Record<string, string>> {
  const worker = fileURLToPath(new URL('./prerender-worker.ts', import.meta.url));
  const render = async (route: string) => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', worker, route], {
      cwd: fileURLToPath(new URL('../', import.meta.url)),
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as Record<string, string>;
  };
  const screens: Record<string, string> = {};
  for (let i = 0; i < routes.length; i += 2)
    Object.assign(screens, ...(await Promise.all(routes.slice(i, i + 2).map(render))));
  return screens;
}

/** The templates and the script, for the end of index.html's body. */
export function landingScreensHtml(screens: Record<string, string>): string {
  const templates = Object.entries(screens)
    .map(([route, html]) => `<template ${LANDING_ATTRIBUTE}="${route}">${html}</template>`)
    .join('');
  return `${templates}<script>${chooserScript()}</script>`;
}

/** The Vite plugin: renders the routes and writes them with the script before index.html's `</body>`. */
export function prerenderLandingScreens(routes: readonly string[]): Plugin {
  return {
    name: 'h5-prerender-landing-screens',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        this.error('prerender: index.html is not in the bundle yet (plugin order)');
      if (!html.source.includes('</body>')) this.error('prerender: no </body> in index.html');
      const screens = await renderLandingScreens(routes);
      for (const route of routes) if (!screens[route]) this.error(`prerender: ${route} was not rendered`);
      const tags = landingScreensHtml(screens);
      html.source = html.source.replace('</body>', () => `  ${tags}\n  </body>`);
    },
  };
}
