import type { BrowserContext, Page, Response } from '@playwright/test';

/** One `/api` answer the original client received, attributed to the flow that was running. */
export interface ApiAnswer {
  flow: string;
  method: string;
  path: string;
  status: number;
  /** Body `code`; undefined when the body was not a JSON envelope, null when it could not be read. */
  code: number | undefined | null;
}

/**
 * Records every `/api` response of a browser context. The compatibility bar: no HTTP status other than 200
 * and no body `code` 404 or 422 on the way (a body 401 is the expected answer to an expired token).
 */
export class ApiLog {
  readonly answers: ApiAnswer[] = [];
  flow = 'boot';

  watch(context: BrowserContext): void {
    context.on('response', (response) => void this.record(response));
  }

  private async record(response: Response): Promise<void> {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const flow = this.flow;
    let code: number | undefined | null;
    try {
      const body = (await response.json()) as { code?: unknown };
      code = typeof body.code === 'number' ? body.code : undefined;
    } catch (error) {
      // A page that navigated away takes its responses' bodies with it: unknown, not "no envelope".
      code = /No resource with given identifier|Target page, context or browser has been closed/.test(
        String(error),
      )
        ? null
        : undefined;
    }
    this.answers.push({
      flow,
      method: response.request().method(),
      path: url.pathname + url.search,
      status: response.status(),
      code,
    });
  }

  /** The answers of a flow that break the bar. */
  offending(flow: string): ApiAnswer[] {
    return this.answers.filter(
      (a) =>
        a.flow === flow && (a.status !== 200 || a.code === 404 || a.code === 422 || a.code === undefined),
    );
  }
}

/** The next answer of `/api/<call>` (exact path, any query), as its JSON body. */
export async function waitAnswer<T = { code: number; message: string; data: unknown }>(
  page: Page,
  call: string,
): Promise<T> {
  const response = await page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${call}`, {
    timeout: 20_000,
  });
  return (await response.json()) as T;
}

/** Starts waiting for `/api/<call>`, runs `trigger`, returns the answer's JSON body. */
export async function answerOf<T = { code: number; message: string; data: unknown }>(
  page: Page,
  call: string,
  trigger: () => Promise<unknown>,
): Promise<T> {
  const [body] = await Promise.all([waitAnswer<T>(page, call), trigger()]);
  return body;
}
