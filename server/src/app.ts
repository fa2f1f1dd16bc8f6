import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Code } from '../../contract/envelope';
import { envelope, MESSAGES } from './http/envelope';
import type { RouteDeps } from './http/define-route';
import { registerApiRoutes } from './routes';

export interface AppOptions extends RouteDeps {
  /** Extra middleware/routes mounted around /api (static files, demo pages, fault mode). */
  extend?: (app: Hono) => void;
}

const JSON_LIMIT = 64 * 1024;
const UPLOAD_LIMIT = 2 * 1024 * 1024;

/** The whole server as a value: tests call `app.request()` without opening a port. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const api = new Hono();

  api.use('*', (c, next) =>
    bodyLimit({
      maxSize: c.req.path.endsWith('/uploadimg') ? UPLOAD_LIMIT : JSON_LIMIT,
      onError: (c) => envelope(c, Code.invalidRequest, MESSAGES.tooLarge),
    })(c, next),
  );
  registerApiRoutes(api, options);
  options.extend?.(app);
  app.route('/api', api);

  // A mounted sub-app's notFound is not consulted, so the envelope for unknown /api paths lives here.
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ code: 404, message: MESSAGES.notFound, data: null }, 404)
      : c.text('Not Found', 404),
  );

  // Never leak a stack trace or SQL: log it, answer the generic envelope.
  app.onError((error, c) => {
    console.error(error);
    return c.json({ code: Code.serverError, message: MESSAGES.serverError, data: null }, 500);
  });
  return app;
}
