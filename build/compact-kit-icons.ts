/**
 * The kit's icons (antd-mobile-icons) are exported from a design tool: every element carries an
 * `id` (the same ids on every copy of an icon, so a page showing one icon twice has duplicate ids),
 * each icon draws an invisible 48×48 rectangle, and path coordinates have up to 15 decimals. An
 * icon is drawn at about 20 px on a 48-unit grid, so one decimal is 1/20 of a pixel. This build
 * step drops the ids and the invisible rectangle and rounds path coordinates to one decimal:
 * the icons weigh about half as much in brotli. It saves 7.8 KB on /, 6.9 KB on /login, 3.0 KB on
 * /activity and 3.4 KB on /zhanzhu (docs/performance.md); scripts/budgets/budgets.test.ts fails
 * when the build ships an icon this step did not compact (a kit upgrade that changed the format).
 */
import type { Plugin } from 'vite';

const iconModule = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/][A-Z]\w*\.js$/;

const invisibleRect =
  /React\.createElement\("rect", \{\s*fill: "#FFFFFF",\s*opacity: 0,\s*x: 0,\s*y: 0,\s*width: 48,\s*height: 48\s*\}\),\s*\/\*#__PURE__\*\//g;

/** One icon module's source, compacted. Anything it does not recognise is left as it is. */
export function compactIcon(source: string): string {
  return source
    .replace(/\n\s*id: "[^"]*",?/g, '')
    .replace(invisibleRect, '')
    .replace(/\bd: "([^"]*)"/g, (_, path: string) => `d: "${path.replace(/-?\d*\.\d+/g, roundToTenth)}"`);
}

function roundToTenth(number: string): string {
  return String(Number(Number(number).toFixed(1)));
}

export function compactKitIcons(): Plugin {
  return {
    name: 'compact-kit-icons',
    transform: {
      filter: { id: iconModule },
      handler(code, id) {
        return iconModule.test(id) ? { code: compactIcon(code), map: null } : null;
      },
    },
  };
}
