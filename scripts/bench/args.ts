/** Command-line options of `npm run bench` (parsed by hand: five flags do not need a library). */
export interface BenchOptions {
  runs: number;
  soakMinutes: number;
  loadSeconds: number;
  connections: number;
  /**
   * Other front ends measured beside this one (`--compare` may be given more than once): a built
   * folder (with index.html), or a git revision that the bench builds in a temporary worktree.
   */
  compare: string[];
  build: boolean;
  /** The long-list bench (scripts/bench/lists-bench.ts) after the others; `--no-lists` skips it. */
  lists: boolean;
  listsDepths: number[];
  /** The landing routes measured (`--routes /,/login`); all four by default. */
  routes: string[];
  /** The low-end phone profile beside the default one; `--no-low-end` skips it. */
  lowEnd: boolean;
}

/** The landing routes the bench measures, as hash paths. */
export const LANDING_ROUTES = ['/', '/login', '/activity', '/zhanzhu'];

export const USAGE = `npm run bench -- [--runs 5] [--soak-minutes 1] [--load-seconds 10] [--connections 50]
                    (--soak-minutes 0 and --load-seconds 0 skip the soak and the load test)
                    [--compare <git revision or built front-end folder>]... [--no-build]
                    [--lists-depths 1000,5000,10000] [--no-lists] (the long-list bench)
                    [--routes /,/login,/activity,/zhanzhu] [--no-low-end] (the low-end phone profile)`;

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    // Lighthouse on two cores swings by 10 points between runs of one build: medians of five.
    runs: 5,
    soakMinutes: 1,
    loadSeconds: 10,
    connections: 50,
    compare: [],
    build: true,
    lists: true,
    listsDepths: [1_000, 5_000, 10_000],
    routes: LANDING_ROUTES,
    lowEnd: true,
  };
  const number = (flag: string, value: string | undefined, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new Error(`${flag} wants a number from ${min} to ${max}, got ${value ?? 'nothing'}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    switch (flag) {
      case '--runs':
        options.runs = Math.round(number(flag, value, 1, 15));
        i++;
        break;
      case '--soak-minutes':
        options.soakMinutes = number(flag, value, 0, 120);
        i++;
        break;
      case '--load-seconds':
        options.loadSeconds = number(flag, value, 0, 300);
        i++;
        break;
      case '--connections':
        options.connections = Math.round(number(flag, value, 1, 1000));
        i++;
        break;
      case '--compare':
        if (!value) throw new Error('--compare wants a git revision or a folder with an index.html');
        options.compare.push(value);
        i++;
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--no-lists':
        options.lists = false;
        break;
      case '--lists-depths':
        options.listsDepths = (value ?? '').split(',').map((v) => Math.round(number(flag, v, 10, 100_000)));
        i++;
        break;
      case '--routes': {
        const routes = (value ?? '').split(',').filter(Boolean);
        const unknown = routes.filter((r) => !LANDING_ROUTES.includes(r));
        if (routes.length === 0 || unknown.length > 0)
          throw new Error(`--routes wants some of ${LANDING_ROUTES.join(',')}, got ${value ?? 'nothing'}`);
        options.routes = routes;
        i++;
        break;
      }
      case '--no-low-end':
        options.lowEnd = false;
        break;
      default:
        throw new Error(`unknown option ${flag}\nusage: ${USAGE}`);
    }
  }
  return options;
}
