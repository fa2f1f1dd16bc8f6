import { describe, expect, it } from 'vitest';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

/** The demo reads as a real site's would: its own terms, names and addresses. */
describe('demo content', () => {
  it('gives each promotion its own terms', async () => {
    const contents = t.db
      .prepare<[], { title: string; content: string }>('SELECT title, content FROM activities')
      .all();
    expect(contents.length).toBeGreaterThan(1);
    // Without the shared two lines (who and when), no two promotions read alike.
    const terms = contents.map((row) => row.content.replace(/^(<p>.*<\/p>\n){2}/, ''));
    expect(new Set(terms).size).toBe(contents.length);
    const byTitle = Object.fromEntries(contents.map((row) => [row.title, row.content]));
    expect(byTitle['新会员首存送100%']).toContain('100%');
    expect(byTitle['注册即送体验金']).toContain('体验金');
    expect(byTitle['体育无限返水1.2%']).toContain('1.2%');
    expect(byTitle['体育无限返水1.2%']).not.toContain('存款金额');
  });

  it('tells how to register with the controls the app has (no 注册 at the top right)', () => {
    const faq = t.db
      .prepare<[], { content: string }>("SELECT content FROM articles WHERE name = '常见问题'")
      .get()!;
    expect(faq.content).not.toContain('右上角');
    expect(faq.content).toContain('免费注册');
  });

  it('names no venue after another brand than its code', () => {
    const tiles = t.db
      .prepare<[], { platform: string; name: string }>(
        'SELECT platform_name AS platform, name FROM games UNION ALL SELECT platname, name FROM venues',
      )
      .all();
    const names = (platform: string) =>
      tiles.filter((row) => row.platform === platform).map((row) => row.name);
    for (const [platform, other] of [
      ['jdb', /MG/],
      ['cg', /CQ9/],
      ['hbb', /皇冠/],
      ['cmd', /BTi/],
    ] as const) {
      expect(names(platform).length, platform).toBeGreaterThan(0);
      for (const name of names(platform)) expect(name).not.toMatch(other);
    }
  });

  it('gives contact addresses of its own domain, never example.com', () => {
    const texts = [
      ...t.db
        .prepare<[], { content: string }>('SELECT content FROM articles')
        .all()
        .map((row) => row.content),
      ...t.db
        .prepare<[], { email: string | null }>('SELECT email FROM users')
        .all()
        .map((row) => row.email ?? ''),
    ];
    expect(texts.join('\n')).not.toContain('example.com');
  });
});
