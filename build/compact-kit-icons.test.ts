import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compactIcon } from './compact-kit-icons';

const icon = (name: string) => readFileSync(`node_modules/antd-mobile-icons/es/${name}.js`, 'utf8');
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

describe('compactIcon', () => {
  it.each(['AppOutline', 'EyeOutline', 'UserOutline', 'FireFill'])(
    'compacts %s and keeps it valid',
    (name) => {
      const source = icon(name);
      const compact = compactIcon(source);
      expect(compact).not.toMatch(/\bid: "/);
      expect(compact).not.toMatch(/opacity: 0,/);
      expect(compact).not.toMatch(/d: "[^"]*\d\.\d{2}/);
      expect(compact).toContain(`function ${name}(props)`);
      expect(compact).toContain("verticalAlign: '-0.125em'");
      expect(gzip(compact)).toBeLessThan(gzip(source) * 0.8);
      // Still a module a bundler can parse (imports and exports aside).
      expect(() => new Function(compact.replace(/^(import|export) .*$/gm, ''))).not.toThrow();
    },
  );

  it('rounds path coordinates to one decimal, signs and integers kept', () => {
    const source = 'React.createElement("path", {\n    d: "M38.6721,11.5349 L-0.0449,7 C.251,3"\n  })';
    expect(compactIcon(source)).toBe('React.createElement("path", {\n    d: "M38.7,11.5 L0,7 C0.3,3"\n  })');
  });
});
