import { afterEach, describe, expect, it } from 'vitest';
import { START_UP_MARK, evaluateStartUpInTasks } from './start-up-tasks';

describe('evaluateStartUpInTasks (the entry evaluates the start-up a chunk per task)', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('loads each chunk in order, the next only in a later task', async () => {
    const order: string[] = [];
    // A task queued while a chunk loads must run before the next chunk is loaded.
    const load = (url: string) => {
      order.push(url);
      setTimeout(() => order.push(`task after ${url}`));
      return Promise.resolve();
    };
    await evaluateStartUpInTasks(['react.js', 'router.js', 'app.js'], load);
    expect(order).toEqual([
      'react.js',
      'task after react.js',
      'router.js',
      'task after router.js',
      'app.js',
      'task after app.js',
    ]);
  });

  it('reads the start-up’s preloads from the page, in its order, and no other module preload', async () => {
    const link = (href: string, marked: boolean) => {
      const el = document.createElement('link');
      el.rel = 'modulepreload';
      el.href = href;
      if (marked) el.setAttribute(START_UP_MARK, '');
      document.head.append(el);
    };
    link('/assets/preload.js', false);
    link('/assets/react.js', true);
    link('/assets/app.js', true);
    link('/assets/home.js', false);
    const loaded: string[] = [];
    await evaluateStartUpInTasks(undefined, (url) => {
      loaded.push(new URL(url).pathname);
      return Promise.resolve();
    });
    expect(loaded).toEqual(['/assets/react.js', '/assets/app.js']);
  });

  it('settles at the first chunk that fails to load, and loads none after it', async () => {
    const loaded: string[] = [];
    const load = (url: string) => {
      loaded.push(url);
      return url === 'router.js' ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    await expect(evaluateStartUpInTasks(['react.js', 'router.js', 'app.js'], load)).resolves.toBeUndefined();
    expect(loaded).toEqual(['react.js', 'router.js']);
  });
});
