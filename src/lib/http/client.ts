import type { CallData, CallDef, CallInput } from '@contract/define';
import { Code, envelopeSchema } from '@contract/envelope';
import { calls } from '@contract/calls';
import { apiBase } from '@/config/env';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { messages } from '@/config/messages';
import { getToken } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { takeEarlyResponse } from './early';
import { ApiError } from './errors';
import { reportUnknownOutcome } from './outcome';
import { notifyUnauthorized } from './unauthorized';

/**
 * The one HTTP client (docs/product.md#calls/#errors-and-fixed-texts, docs/api.md transport). Every answer is `{code, message, data}`;
 * `data` of a 200 answer is validated against the call's contract schema.
 */
export interface RequestOptions {
  /**
   * Message toast policy. 'error' (default): a non-200 code toasts the server message as an error
   * (kind 0). 'always': toast the message success-style whatever the code (register, promotion
   * sign-up, transfer). 'none': the caller shows the outcome itself.
   */
  toast?: 'error' | 'always' | 'none';
  /** Show the loading indicator while the call runs. */
  loading?: boolean;
  /**
   * What it means to the user when no answer comes. 'read' (default): nothing is said
   * (docs/product.md#errors-and-fixed-texts hides the loading indicator silently); the screen shows its error state. 'action': a
   * tap — known offline, nothing is sent; offline or no answer, the user is told
   * 网络异常，请检查网络后重试. 'money': a tap that moves money — offline the same, but sent with no
   * answer its outcome is unknown: the user is told so and offered the records (./outcome.ts).
   */
  intent?: 'read' | 'action' | 'money';
  /** An 'action' call's own message for no answer, instead of the generic one. */
  networkErrorMessage?: string;
  /** 401 ends the session; by default only for the balance call (docs/product.md#errors-and-fixed-texts). */
  logoutOn401?: boolean;
  signal?: AbortSignal;
}

export interface EnvelopeResult<Data> {
  code: number;
  message: string;
  /** Validated data when code is 200; undefined otherwise. */
  data: Data | undefined;
}

/** The caller's signal, plus an abort after REQUEST_TIMEOUT_MS so a stalled connection fails like a network error. */
function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** `promise`, or a rejection with the signal's reason once it aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** `userapimoney/:platname` + {platname: 'ag'} → `userapimoney/ag`; used params leave the body. */
function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

function toFormData(input: unknown): FormData {
  if (input instanceof FormData) return input;
  const form = new FormData();
  const file = (input as { file?: Blob } | null)?.file;
  if (file) form.append('file', file);
  return form;
}

async function send(
  call: CallDef,
  input: unknown,
  token: string | null,
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;

  const plain =
    call.multipart || input === null || typeof input !== 'object' ? {} : (input as Record<string, unknown>);
  const { path, rest } = fillPath(call.path, plain);
  let body: BodyInit | undefined;
  let searchParams: URLSearchParams | undefined;
  if (call.multipart) {
    body = toFormData(input); // the browser sets the multipart boundary itself
  } else if (call.method === 'GET') {
    searchParams = toSearchParams(rest);
  } else {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(rest);
  }

  const url = new URL(path, apiBase());
  if (searchParams) url.search = searchParams.toString();
  // The landing preload may already have asked this (same method, URL and body): take it once,
  // under the same timeout and cancellation as a request sent here, so a stalled preload fails
  // like any read instead of leaving the screen loading.
  const early = takeEarlyResponse(call.method, url.href, body);
  if (early) return untilAborted(early, withTimeout(signal));
  // Never replayed on our own: POSTs move money (docs/architecture.md, "A request runs now or fails now").
  // HTTP errors come back as responses.
  return fetch(url, { method: call.method, headers, body, signal: withTimeout(signal) });
}

/** What the user is told when an action got no answer (reads stay silent). */
function noAnswer(intent: RequestOptions['intent'], options: RequestOptions): void {
  if (intent === 'money') reportUnknownOutcome();
  else if (intent === 'action') toast.error(options.networkErrorMessage ?? messages.offline);
}

function invalid(call: CallDef, cause: unknown): ApiError {
  toast.error(messages.badData);
  return new ApiError('invalid', call.path, messages.badData, null, { cause });
}

/**
 * Send a call and return its envelope whatever the business code. Throws ApiError only for a
 * network failure, an answer outside the contract, or a 401 that ended the session.
 */
export async function requestEnvelope<C extends CallDef>(
  call: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<EnvelopeResult<CallData<C>>> {
  const policy = options.toast ?? 'error';
  const intent = options.intent ?? 'read';
  const logoutOn401 = options.logoutOn401 ?? (call as CallDef) === (calls.balance as CallDef);
  // A tap while the browser knows it is offline sends nothing: a request that cannot leave now
  // must not leave later either (no queue, no replay), and the user can tap again once online.
  if (intent !== 'read' && !navigator.onLine) {
    toast.error(messages.offline);
    throw new ApiError('offline', call.path, messages.offline);
  }
  if (options.loading) toast.loading();

  const token = getToken();
  let response: Response;
  try {
    response = await send(call, input, token, options.signal);
  } catch (cause) {
    if (options.loading) toast.clear();
    if (options.signal?.aborted)
      throw new ApiError('network', call.path, messages.serverError, null, { cause });
    noAnswer(intent, options);
    throw new ApiError('network', call.path, messages.serverError, null, { cause });
  }
  if (options.loading) toast.clear();

  if (response.status === 401 && logoutOn401) {
    notifyUnauthorized(token);
    throw new ApiError('unauthorized', call.path, 'unauthorized', Code.unauthorized);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    // An HTTP error page without an envelope (proxy 502 and the like) counts as no answer, and so
    // does a body cut off on the way (the connection lost while it was read: not a SyntaxError).
    // Only a whole body that is not JSON is an answer outside the contract.
    if (!response.ok || !(cause instanceof SyntaxError)) {
      noAnswer(intent, options);
      throw new ApiError('network', call.path, messages.serverError, response.status, { cause });
    }
    throw invalid(call, cause);
  }

  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw invalid(call, envelope.error);
  const { code } = envelope.data;
  const message = envelope.data.message ?? '';

  if (code === Code.unauthorized && logoutOn401) {
    notifyUnauthorized(token);
    throw new ApiError('unauthorized', call.path, message, code);
  }

  if (policy === 'always') toast.success(message);
  else if (policy === 'error' && code !== Code.ok) toast.error(message);

  if (code !== Code.ok) return { code, message, data: undefined };

  const data = call.data.safeParse(envelope.data.data);
  if (!data.success) throw invalid(call, data.error);
  return { code, message, data: data.data as CallData<C> };
}

/** Send a call and return its validated data; any code other than 200 throws ApiError('business'). */
export async function request<C extends CallDef>(
  call: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<CallData<C>> {
  const result = await requestEnvelope(call, input, options);
  if (result.code !== Code.ok) throw new ApiError('business', call.path, result.message, result.code);
  return result.data as CallData<C>;
}
