import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CallAnswer, CallDef } from '@contract/define';
import { apiBase } from '@/config/env';
import { fixtures } from './fixtures';

/** The absolute URL MSW should match for a call (`:params` become MSW path params). */
export function callUrl(call: CallDef): string {
  return new URL(call.path, apiBase()).href;
}

function method(call: CallDef) {
  return call.method === 'GET' ? http.get : http.post;
}

export interface HandleOptions {
  code?: number;
  message?: string;
  status?: number;
  /** Called with each request (count calls, inspect headers and bodies). */
  onRequest?: (request: Request) => void;
  /** Answer only once this settles: holds the call in flight (double-tap tests). */
  answerAfter?: Promise<unknown>;
}

/**
 * Handler options that keep each request's JSON body in `bodies`, in arrival order (what a form
 * sent). The body is read from a clone, so the handler still answers the request.
 */
export function keepBodies(bodies: unknown[]): Pick<HandleOptions, 'onRequest'> {
  return {
    onRequest: (request) =>
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body)),
  };
}

/**
 * Answer a call with the API family's envelope. The fixture is checked against the call's
 * contract schema, so a handler can never drift from what the real server may send.
 */
export function handle<C extends CallDef>(call: C, data: CallAnswer<C>, options: HandleOptions = {}) {
  const {
    code = 200,
    message = code === 200 ? 'ok' : '失败',
    status = 200,
    onRequest,
    answerAfter,
  } = options;
  if (code === 200) call.data.parse(data);
  return method(call)(callUrl(call), async ({ request }) => {
    onRequest?.(request);
    await answerAfter;
    return HttpResponse.json({ code, message, data: data as JsonBodyType }, { status });
  });
}

/** Answer with any raw body (for answers outside the contract). */
export function handleRaw(call: CallDef, body: JsonBodyType, status = 200) {
  return method(call)(callUrl(call), () => HttpResponse.json(body, { status }));
}

/** No answer at all (offline, DNS, reset). */
export function handleNetworkError(call: CallDef) {
  return method(call)(callUrl(call), () => HttpResponse.error());
}

/** Defaults for the calls every app render makes at start-up. */
export function siteHandlers() {
  return [
    handle(fixtures.calls.app, fixtures.appInfo),
    handle(fixtures.calls.getVisitUrl, { url: '' }, { code: 202, message: '暂无数据' }),
    handle(fixtures.calls.gameList, fixtures.games),
  ];
}
