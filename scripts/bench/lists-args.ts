import { LISTS, LISTS_DEFAULTS, type ListName, type ListsOptions } from './lists-bench';

/** `bench:lists` options; the same flags `npm run bench` passes on with a `lists-` prefix. */
export function parseListsArgs(argv: string[]): ListsOptions {
  const options: ListsOptions = { ...LISTS_DEFAULTS };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1] ?? ''];
    if (flag === '--dist') options.dist = value;
    else if (flag === '--runs') options.runs = positive(flag, value);
    else if (flag === '--depths') options.depths = value.split(',').map((v) => positive(flag, v));
    else if (flag === '--load-minutes') options.loadMinutes = positive(flag, value);
    else if (flag === '--lists') options.lists = value.split(',').map(listName);
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

function positive(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${flag} wants a positive number, got ${value || 'nothing'}`);
  return n;
}

function listName(value: string): ListName {
  if (!(value in LISTS))
    throw new Error(`--lists wants some of ${Object.keys(LISTS).join(',')}, got ${value}`);
  return value as ListName;
}
