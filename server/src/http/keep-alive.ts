/** Node's own clients (fetch, the global agent) close an idle keep-alive socket after 5 s. */
export const CLIENT_IDLE_MS = 5_000;
/** nginx's upstream `keepalive_timeout` default, the longest idle a common proxy keeps. */
export const PROXY_IDLE_MS = 60_000;

/**
 * An idle keep-alive socket must be closed by the client, never by the server first: a request sent
 * on a socket the server is closing at that instant fails with ECONNRESET (socket hang up). Node's
 * server default is also 5 s, a race with every Node client; proxies likewise expect their upstream
 * to wait longer than they do. The headers timeout is set above it, as Node's docs ask, so a kept
 * socket's next request never meets the headers timer first.
 */
export function outlastClientKeepAlive(server: unknown): void {
  const http = server as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = PROXY_IDLE_MS + CLIENT_IDLE_MS;
  http.headersTimeout = http.keepAliveTimeout + 1_000;
}
