import { render as renderInto, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';

/**
 * Stands in for rc-util's React/render (vite.config.ts aliases it here). The kit imports it for its
 * default imperative render, which src/app/antd-react19.ts replaces before anything renders; the
 * original carries a regenerator runtime (~3 KB gzip) into the entry chunk for nothing. Same
 * signatures, rendering with Preact (which ships instead of react-dom).
 */
export function render(node: ReactNode, container: Element | DocumentFragment): void {
  renderInto(node as ComponentChild, container);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  renderInto(null, container);
}
