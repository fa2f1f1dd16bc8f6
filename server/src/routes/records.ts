import type { Hono } from 'hono';
import type { RouteDeps } from '../http/define-route';

export function registerRecordRoutes(_api: Hono, _deps: RouteDeps) {}
