/**
 * A small W3C WebDriver client over `fetch`, enough to drive WebKit (WebKitGTK's WebKitWebDriver
 * and MiniBrowser) through the journeys of scripts/webkit. Playwright cannot drive the system's
 * WebKit, and the few commands needed here (navigate, execute script, find, click, type, screenshot,
 * window size) do not earn an npm dependency: docs/testing.md.
 *
 * Elements are found by a script in the page (`findIn` below): by visible text, by a control's
 * accessible name (aria-label, its <label>, aria-labelledby) or by a role and name, the way the
 * Playwright journeys query, never by a CSS class.
 */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The W3C identifier under which an element reference travels. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT]: string;
}

/** What `find` looks for: visible text, a form control's label, or an element of a role with a name. */
export type Query = { text: string | RegExp } | { label: string } | { role: Role; name: string | RegExp };

type Role =
  | 'button'
  | 'link'
  | 'tab'
  | 'heading'
  | 'checkbox'
  | 'radio'
  | 'group'
  | 'note'
  | 'dialog'
  | 'navigation'
  | 'region'
  | 'listitem'
  | 'img'
  | 'form';

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { value: T & { error?: string; message?: string } };
  if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
  return json.value;
}

/**
 * Runs in the page: the first visible element matching the query (regex as {source, flags}), or null.
 * Kept as a string so the page receives exactly this code.
 */
const findIn = `
const [query, within] = arguments;
const root = within ?? document;
const norm = (s) => (s ?? '').replace(/\\s+/g, ' ').trim();
const matches = (value, want) => want.source !== undefined ? new RegExp(want.source, want.flags).test(value) : value === want;
const visible = (el) => {
  const r = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
};
// An accessible name leaves out what is hidden from assistive technology (a tab's count).
const spoken = (node) =>
  node.nodeType === 3
    ? node.textContent
    : node.nodeType === 1 && node.getAttribute('aria-hidden') === 'true'
      ? ''
      : [...node.childNodes].map(spoken).join('');
const nameOf = (el) => {
  const by = el.getAttribute('aria-labelledby');
  if (by) return norm(by.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
  if (el.hasAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
  if (el.labels && el.labels.length) return norm(el.labels[0].textContent);
  if (el.tagName === 'IMG') return norm(el.alt);
  return norm(spoken(el));
};
const roles = {
  button: 'button, [role=button], input[type=submit]',
  link: 'a[href], [role=link]',
  tab: '[role=tab]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  checkbox: 'input[type=checkbox], [role=checkbox]',
  radio: 'input[type=radio], [role=radio]',
  group: 'fieldset, [role=group]',
  note: '[role=note]',
  dialog: 'dialog, [role=dialog]',
  navigation: 'nav, [role=navigation]',
  region: 'section[aria-label], section[aria-labelledby], [role=region]',
  listitem: 'li, [role=listitem]',
  img: 'img, [role=img]',
  form: 'form',
};
let found;
if (query.text !== undefined) {
  found = [...root.querySelectorAll('body *')].filter(
    (el) => matches(norm(el.textContent), query.text) &&
      ![...el.children].some((child) => matches(norm(child.textContent), query.text)),
  );
} else if (query.label !== undefined) {
  found = [...root.querySelectorAll('input, select, textarea')].filter((el) => nameOf(el) === query.label);
} else {
  found = [...root.querySelectorAll(roles[query.role])].filter((el) => matches(nameOf(el), query.name));
}
return found.find(visible) ?? null;
`;

const wire = (query: Query): unknown => {
  const re = (v: string | RegExp) => (v instanceof RegExp ? { source: v.source, flags: v.flags } : v);
  if ('text' in query) return { text: re(query.text) };
  if ('label' in query) return query;
  return { role: query.role, name: re(query.name) };
};

export const describeQuery = (query: Query): string => JSON.stringify(wire(query));

/** Polls `probe` until it returns something other than null/false; bounded by `timeoutMs`. */
export async function poll<T>(
  what: string,
  probe: () => Promise<T | null | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? `: ${String(last)}` : ''}`,
      );
    }
    await sleep(100);
  }
}

export class Session {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** A new session at a WebKitWebDriver listening on `driverUrl`, in a window of the given size. */
  static async open(driverUrl: string, capabilities: Record<string, unknown>): Promise<Session> {
    const { sessionId } = await call<{ sessionId: string }>(driverUrl, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new Session(`${driverUrl}/session/${sessionId}`, sessionId);
  }

  private cmd<T>(method: string, path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, path, body);
  }

  async close(): Promise<void> {
    await this.cmd('DELETE', '');
  }

  setWindowRect(rect: { width: number; height: number }): Promise<unknown> {
    return this.cmd('POST', '/window/rect', rect);
  }

  goto(url: string): Promise<unknown> {
    return this.cmd('POST', '/url', { url });
  }

  url(): Promise<string> {
    return this.cmd<string>('GET', '/url');
  }

  refresh(): Promise<unknown> {
    return this.cmd('POST', '/refresh', {});
  }

  /** Runs `script` (a function body; `arguments` holds `args`) in the page and returns its value. */
  execute<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.cmd<T>('POST', '/execute/sync', { script, args });
  }

  /** Like `execute`, awaiting the promise the script returns. */
  executePromise<T>(script: string, ...args: unknown[]): Promise<T> {
    const body = `const done = arguments[arguments.length - 1];
      Promise.resolve((async () => { ${script} })(...arguments)).then(
        (value) => done({ ok: value }), (error) => done({ error: String(error) }));`;
    return this.cmd<{ ok?: T; error?: string }>('POST', '/execute/async', { script: body, args }).then(
      (r) => {
        if (r.error !== undefined) throw new Error(r.error);
        return r.ok as T;
      },
    );
  }

  /** The first visible element matching `query` now, or null. */
  query(query: Query, within?: ElementRef): Promise<ElementRef | null> {
    return this.execute<ElementRef | null>(findIn, wire(query), within ?? null);
  }

  /** Waits until an element matching `query` is visible and returns it. */
  find(query: Query, within?: ElementRef, timeoutMs?: number): Promise<ElementRef> {
    return poll(describeQuery(query), () => this.query(query, within), timeoutMs);
  }

  /** Waits until nothing visible matches `query`. */
  async gone(query: Query, timeoutMs?: number): Promise<void> {
    await poll(`${describeQuery(query)} to go`, async () => (await this.query(query)) === null, timeoutMs);
  }

  /**
   * Clicks the element once a tap would reach it: its middle is not under something else, and it
   * stands still (a dialog scaling in, driven by script frame by frame, takes no tap yet).
   */
  async click(target: Query | ElementRef): Promise<void> {
    const byQuery = !(ELEMENT in target);
    let before = '';
    let control: ElementRef | null = null;
    await poll(`${byQuery ? describeQuery(target) : 'the element'} to take a tap`, async () => {
      // A query is found again each time: a list that re-renders replaces its rows.
      const found = byQuery ? await this.query(target) : target;
      if (!found) return false;
      const [el, box] = await this.execute<[ElementRef, string]>(
        `// Text inside a control: the control takes the tap (a button's label lets taps through).
         const el = arguments[0].closest('button, a, [role=button], [role=tab], [role=link], label') ?? arguments[0];
         const r = el.getBoundingClientRect();
         const box = [r.x, r.y, r.width, r.height].join();
         const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
         if (hit && (el === hit || el.contains(hit))) return [el, box];
         return [el, 'under ' + (hit ? hit.outerHTML.slice(0, 200) : 'nothing') + ' at ' + box];`,
        found,
      );
      if (box.startsWith('under ')) throw new Error(box);
      const still = box === before;
      before = box;
      control = el;
      return still;
    });
    await this.cmd('POST', `/element/${control![ELEMENT]}/click`, {});
  }

  /** Empties the control and types `text` into it, key by key as a person would. */
  async fill(target: Query | ElementRef, text: string): Promise<void> {
    const el = ELEMENT in target ? target : await this.find(target);
    await this.cmd('POST', `/element/${el[ELEMENT]}/clear`, {});
    await this.cmd('POST', `/element/${el[ELEMENT]}/value`, { text });
  }

  /** Picks the option shown as `optionText` in the <select> labelled `label`. */
  async select(label: string, optionText: string): Promise<void> {
    const select = await this.find({ label });
    const option = await this.execute<ElementRef | null>(
      'return [...arguments[0].options].find((o) => o.text.trim() === arguments[1]) ?? null',
      select,
      optionText,
    );
    if (!option) throw new Error(`no option ${optionText} in ${label}`);
    // An option has no box of its own to hit-test: WebDriver's click on it selects it.
    await this.cmd('POST', `/element/${option[ELEMENT]}/click`, {});
  }

  attribute(el: ElementRef, name: string): Promise<string | null> {
    return this.cmd<string | null>('GET', `/element/${el[ELEMENT]}/attribute/${name}`);
  }

  property<T>(el: ElementRef, name: string): Promise<T> {
    return this.cmd<T>('GET', `/element/${el[ELEMENT]}/property/${name}`);
  }

  /** Waits until the page's URL matches `pattern`; returns it. */
  untilUrl(pattern: RegExp, timeoutMs?: number): Promise<string> {
    return poll(
      `the URL to match ${pattern}`,
      async () => {
        const url = await this.url();
        return pattern.test(url) ? url : null;
      },
      timeoutMs,
    );
  }

  /**
   * Waits until the screen is still: every image settled (loaded or failed) and no finite
   * animation or transition running (a dialog's fade, a page's slide), so a screenshot shows the
   * screen and not a frame of its way in.
   */
  async settled(timeoutMs?: number): Promise<void> {
    await poll(
      'the screen to settle',
      () =>
        this.execute<boolean>(`
          const images = [...document.images].every((img) => img.complete);
          const moving = document.getAnimations().some(
            (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          return images && !moving;`),
      timeoutMs,
    );
  }

  /** Saves a PNG of the viewport to `path`. */
  async screenshot(path: string): Promise<void> {
    writeFileSync(path, Buffer.from(await this.cmd<string>('GET', '/screenshot'), 'base64'));
  }
}
