import type { MiddlewareHandler } from 'hono';
import { Code } from '../../../contract/envelope';
import { envelope, MESSAGES } from './envelope';

/** Past this much an oversize body is no longer read to the end: the connection is closed instead. */
const DRAIN_CAP = 64 * 1024 * 1024;

/** Reads and discards the rest of a body (up to `cap` bytes); true when it reached the end. */
async function drain(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  already: number,
  cap: number,
): Promise<boolean> {
  let read = already;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > cap) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

/**
 * Request body limit that answers the business error (`code 422`, 请求内容过大) instead of closing
 * the connection: the oversize body is read to its end (up to 64 MB) before answering, so the client
 * finishes sending and then reads the answer. A body within the limit is handed on unchanged.
 */
export function bodyLimit(maxSize: (path: string) => number): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const max = maxSize(c.req.path);
    const declared = Number(c.req.header('content-length'));
    const reader = body.getReader();
    const tooLarge = async (read: number) => {
      const complete = await drain(reader, read, DRAIN_CAP);
      if (!complete) c.header('Connection', 'close');
      return envelope(c, Code.invalidRequest, MESSAGES.tooLarge);
    };
    if (Number.isFinite(declared) && declared > max) return tooLarge(0);

    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) return tooLarge(size);
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}
