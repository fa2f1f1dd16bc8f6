import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutComments } from './html-comments';

const page = readFileSync('index.html', 'utf8');

describe('index.html as built: without its comments and indentation', () => {
  const built = withoutComments(page);

  it('drops every HTML comment, every comment of its styles and the indentation', () => {
    expect(page).toMatch(/<!--/);
    expect(built).not.toMatch(/<!--|-->|\/\*|\*\/|\n /);
    expect(built.length).toBeLessThan(page.length * 0.8);
  });

  it('keeps the page itself: the head, the boot screen and its style, the entry', () => {
    const markup = (html: string) =>
      html.replace(/<!--[\s\S]*?-->|\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
    expect(markup(built)).toBe(markup(page));
    expect(built).toContain('<div id="boot" aria-hidden="true">');
    expect(built).toContain('#root:not(:empty) + #boot {');
    expect(built).toContain('<script type="module" src="/src/main.tsx"></script>');
  });
});
