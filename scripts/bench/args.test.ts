import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

describe('parseArgs', () => {
  it('defaults to five runs, a one-minute soak and a build', () => {
    expect(parseArgs([])).toEqual({
      runs: 5,
      soakMinutes: 1,
      loadSeconds: 10,
      connections: 50,
      compare: [],
      build: true,
      lists: true,
      listsDepths: [1_000, 5_000, 10_000],
      routes: ['/', '/login', '/activity', '/zhanzhu'],
      lowEnd: true,
    });
  });

  it('reads every option', () => {
    expect(
      parseArgs([
        '--runs',
        '1',
        '--soak-minutes',
        '10',
        '--load-seconds',
        '5',
        '--connections',
        '20',
        '--compare',
        'old',
        '--no-build',
        '--no-lists',
        '--lists-depths',
        '100,200',
        '--routes',
        '/login',
        '--no-low-end',
      ]),
    ).toEqual({
      runs: 1,
      soakMinutes: 10,
      loadSeconds: 5,
      connections: 20,
      compare: ['old'],
      build: false,
      lists: false,
      listsDepths: [100, 200],
      routes: ['/login'],
      lowEnd: false,
    });
  });

  it('takes 0 for the soak and the load test to skip them', () => {
    expect(parseArgs(['--soak-minutes', '0', '--load-seconds', '0'])).toMatchObject({
      soakMinutes: 0,
      loadSeconds: 0,
    });
  });

  it.each([
    [['--runs', '0']],
    [['--runs', 'x']],
    [['--compare']],
    [['--fast']],
    [['--lists-depths', '1000,x']],
    [['--routes', '/mine']],
    [['--routes', '']],
  ])('refuses %j', (argv) => {
    expect(() => parseArgs(argv)).toThrow();
  });
});
