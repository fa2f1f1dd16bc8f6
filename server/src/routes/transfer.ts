import type { Hono } from 'hono';
import type { RouteDeps } from '../http/define-route';

export function registerTransferRoutes(_api: Hono, _deps: RouteDeps) {}
