/**
 * Why a call failed. `business`: the server answered with a code other than 200 (`code` and
 * `message` are the server's). `invalid`: the answer did not fit the contract. `network`: no answer
 * (offline, DNS, timeout, or an HTTP error without an envelope). `offline`: not sent at all, the
 * browser knew it was offline. `unauthorized`: 401, the session was ended.
 */
export type ApiErrorKind = 'business' | 'invalid' | 'network' | 'offline' | 'unauthorized';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly path: string;

  constructor(
    kind: ApiErrorKind,
    path: string,
    message: string,
    code: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.path = path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
