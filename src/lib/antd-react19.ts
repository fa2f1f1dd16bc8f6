// Deep import: the barrel would drag the whole kit into the entry chunk.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders Toast, Dialog and ActionSheet with ReactDOM.render, which React 19 removed:
 * without this shim they render nothing and throw nothing (docs/architecture.md, "Choices worth knowing").
 * The app reaches those only through src/lib/kit.ts, so kit-modules.ts imports it and it is in place before
 * their first call without weighing on the entry (the test setup imports it too).
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Let the closing animation's last frame commit before unmounting (antd-mobile's own recipe).
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
