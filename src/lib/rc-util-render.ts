import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Stands in for rc-util's React/render (vite.config.ts aliases it here). The kit imports it for its
 * default imperative render, which src/app/antd-react19.ts replaces before anything renders; the
 * original carries Babel's regenerator runtime and a legacy-render fallback into the entry chunk
 * for nothing. Same signatures, on React 19's createRoot.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactNode, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) roots.set(container, (root = createRoot(container)));
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  roots.get(container)?.unmount();
  roots.delete(container);
}
