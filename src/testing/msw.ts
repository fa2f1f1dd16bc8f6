import { setupServer } from 'msw/node';
import { siteHandlers } from './handlers';

/** One MSW server for the client tests; start-up calls answer with harmless defaults. */
export const server = setupServer(...siteHandlers());
