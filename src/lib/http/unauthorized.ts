/**
 * What a 401 does is the session's business, not the transport's: the session module registers
 * its forced logout here (lib must not import it). The handler is told which token the refused
 * request carried, so that an answer to a request sent before a new sign-in cannot end the new
 * session.
 */
type Handler = (sentWith: string | null) => void;

let handler: Handler | null = null;

export function setUnauthorizedHandler(next: Handler | null): void {
  handler = next;
}

export function notifyUnauthorized(sentWith: string | null): void {
  handler?.(sentWith);
}
