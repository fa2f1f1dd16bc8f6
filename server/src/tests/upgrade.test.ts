import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** deploy/upgrade.sh run twice (and later) over one served folder, as docs/deployment.md says. */
const SCRIPT = resolve(import.meta.dirname, '../../../deploy/upgrade.sh');
const dir = mkdtempSync(join(tmpdir(), 'h5-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder: the page names its bundle. */
function build(name: string, bundle: string): string {
  const folder = join(dir, name);
  const files: Record<string, string> = {
    'index.html': `<script src="./assets/${bundle}"></script>`,
    'index.html.br': 'br',
    'sw.js': `precache ${bundle}`,
    'manifest.webmanifest': '{}',
    [`assets/${bundle}`]: `bundle ${bundle}`,
    'assets/shared-1.css': 'same in both builds',
    'icons/icon-192.png': 'icon',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  }
  return folder;
}

const DAY = 86_400;
function upgrade(from: string, served: string, now: number) {
  const run = spawnSync('sh', [SCRIPT, from, served], {
    encoding: 'utf8',
    env: { ...process.env, NOW: String(now), KEEP_DAYS: '7' },
  });
  expect(run.status, run.stderr).toBe(0);
  return run;
}

describe('deploy/upgrade.sh', () => {
  it('places the bundles before the page, keeps retired bundles 7 days, then prunes them', () => {
    const served = join(dir, 'www');
    const start = 1_800_000_000;
    const first = upgrade(build('one', 'index-aaa.js'), served, start);
    const order = first.stdout.split('\n').filter((line) => line.startsWith('placed '));
    // The page last, after the worker; every bundle before both.
    expect(order.at(-1)).toBe('placed index.html');
    expect(order.indexOf('placed sw.js')).toBeGreaterThan(order.indexOf('placed assets/index-aaa.js'));
    expect(order.indexOf('placed index.html.br')).toBeGreaterThan(order.indexOf('placed icons/icon-192.png'));

    upgrade(build('two', 'index-bbb.js'), served, start + DAY);
    expect(readFileSync(join(served, 'index.html'), 'utf8')).toContain('index-bbb.js');
    // An open tab of the first build still loads its bundle.
    expect(existsSync(join(served, 'assets/index-aaa.js'))).toBe(true);
    expect(existsSync(join(served, 'assets/shared-1.css'))).toBe(true);
    expect(readFileSync(join(served, '.retired'), 'utf8')).toBe(`${start + DAY} assets/index-aaa.js\n`);
    expect(readdirNoTemp(served)).toEqual([]);

    // The same build again 6 days later: still kept (retired 6 days ago, not re-dated).
    upgrade(build('two', 'index-bbb.js'), served, start + 7 * DAY);
    expect(existsSync(join(served, 'assets/index-aaa.js'))).toBe(true);
    // 7 days after its retirement it goes; the current build's files stay.
    const late = upgrade(build('two', 'index-bbb.js'), served, start + 8 * DAY);
    expect(late.stderr).toContain('pruned assets/index-aaa.js');
    expect(existsSync(join(served, 'assets/index-aaa.js'))).toBe(false);
    for (const file of ['assets/index-bbb.js', 'assets/shared-1.css', 'index.html', 'sw.js'])
      expect(existsSync(join(served, file)), file).toBe(true);
    expect(readFileSync(join(served, '.retired'), 'utf8')).toBe('');
  });

  it('refuses a folder that is not a build', () => {
    const run = spawnSync('sh', [SCRIPT, join(dir, 'nothing'), join(dir, 'www2')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('not a build');
  });
});

/** Temporary files the script left behind (none expected). */
function readdirNoTemp(folder: string): string[] {
  const run = spawnSync('find', [folder, '-name', '*.upgrading.*', '-o', '-name', '.incoming.*'], {
    encoding: 'utf8',
  });
  return run.stdout.split('\n').filter(Boolean);
}
