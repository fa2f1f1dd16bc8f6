/**
 * index.html explains itself in comments (HTML comments, and CSS comments in its styles) and is
 * indented to be read; every page a visitor opens carried them, about 250 bytes once compressed
 * (docs/performance.md). The build drops them and the indentation before anything is added to the
 * page, so only our own hand-written markup is touched.
 */
import type { Plugin } from 'vite';

export function withoutComments(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<style>([\s\S]*?)<\/style>/g,
      (_whole, css: string) => `<style>${css.replace(/\/\*[\s\S]*?\*\//g, '')}</style>`,
    )
    .replace(/\n\s+/g, '\n');
}

export function htmlWithoutComments(): Plugin {
  return {
    name: 'h5-html-without-comments',
    apply: 'build',
    transformIndexHtml: { order: 'pre', handler: withoutComments },
  };
}
