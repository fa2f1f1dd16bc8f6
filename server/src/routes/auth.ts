import type { Hono } from 'hono';
import type { RouteDeps } from '../http/define-route';

export function registerAuthRoutes(_api: Hono, _deps: RouteDeps) {}
