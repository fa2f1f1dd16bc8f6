/**
 * index.html as the bundle holds it in `generateBundle`, for the plugins that write into it after
 * Vite has written its own tags (build/start-up.ts, build/landing-preload.ts, build/pwa-config.ts).
 */
import type { Rollup } from 'vite';

export type BuiltHtml = Rollup.OutputAsset & { source: string };

/** The built index.html, or undefined before Vite has emitted it (a plugin in the wrong order). */
export function builtIndexHtml(bundle: Rollup.OutputBundle): BuiltHtml | undefined {
  const html = bundle['index.html'];
  return html?.type === 'asset' && typeof html.source === 'string' ? (html as BuiltHtml) : undefined;
}

/** Appends `tags` at the end of the page's head; throws where the page has no `</head>`. */
export function appendToHead(html: BuiltHtml, tags: string): void {
  if (!html.source.includes('</head>')) throw new Error('index.html has no </head>');
  html.source = html.source.replace('</head>', () => `${tags}</head>`);
}
