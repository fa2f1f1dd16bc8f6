import type { MiddlewareHandler } from 'hono';
import { Code } from '../../contract/envelope';
import { MESSAGES } from './http/envelope';

/** Faults the resilience tests can ask for (env FAULT_KINDS, comma-separated). */
export const FAULT_KINDS = ['latency', '500', 'malformed', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultOptions {
  /** Share of requests that get a fault, 0–1. */
  rate: number;
  /** Which faults to pick from (uniformly) for a faulted request. */
  kinds: readonly FaultKind[];
  /** Injected for tests. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fault mode for /api/*: with probability `rate` a request gets one of the chosen faults —
 * `latency` (1–3 s delay, then the real answer), `500` (HTTP 500 with the generic envelope),
 * `malformed` (HTTP 200 with a truncated JSON body) or `drop` (the connection is destroyed).
 * Mount it before the API routes: `app.use('/api/*', faultMode(options))`.
 */
export function faultMode(options: FaultOptions | null): MiddlewareHandler {
  if (!options || options.rate <= 0 || options.kinds.length === 0) return async (_c, next) => next();
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  return async (c, next) => {
    if (random() >= options.rate) return next();
    const kind =
      options.kinds[Math.min(options.kinds.length - 1, Math.floor(random() * options.kinds.length))]!;
    c.header('x-fault', kind);
    switch (kind) {
      case 'latency':
        await sleep(1000 + Math.floor(random() * 2000));
        return next();
      case '500':
        return c.json({ code: Code.serverError, message: MESSAGES.serverError, data: null }, 500);
      case 'malformed':
        return c.body('{"code":200,"message":"操作成功","data":{"bal', 200, {
          'content-type': 'application/json; charset=UTF-8',
        });
      case 'drop': {
        // On @hono/node-server the socket is reachable: end it without an answer.
        const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
        if (incoming?.socket) {
          incoming.socket.destroy();
          return new Response(null, { status: 499 });
        }
        // Without a socket (app.request in tests) the body stream fails mid-answer instead.
        return new Response(
          new ReadableStream({
            start(controller) {
              controller.error(new Error('connection dropped (fault mode)'));
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }
    }
  };
}
