import type { Hono } from 'hono';
import type { RouteDeps } from '../http/define-route';

export function registerRebateRoutes(_api: Hono, _deps: RouteDeps) {}
