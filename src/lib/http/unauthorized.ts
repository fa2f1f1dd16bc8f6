/**
 * What a 401 does is the session's business, not the transport's: the session module registers
 * its forced logout here (lib must not import it).
 */
type Handler = () => void;

let handler: Handler | null = null;

export function setUnauthorizedHandler(next: Handler | null): void {
  handler = next;
}

export function notifyUnauthorized(): void {
  handler?.();
}
