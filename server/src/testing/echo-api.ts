import { createServer, type Server } from 'node:http';

/**
 * A stand-in for the reference server behind nginx: answers every request with the URL, the Host
 * and the X-Forwarded-Proto it got, on a free port of 127.0.0.1. Close it with `server.close()`.
 */
export async function echoApi(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({ url: req.url, host: req.headers.host, proto: req.headers['x-forwarded-proto'] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}
