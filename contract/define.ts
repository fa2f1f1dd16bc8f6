import { z } from 'zod/mini';

/**
 * One call of the API family: its method, its path below the API base, whether it needs a
 * member token, the request it takes and the `data` it answers. The server validates requests
 * with `request`; the client validates answers with `data`.
 */
export interface CallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
  M extends boolean = boolean,
> {
  method: 'GET' | 'POST';
  /** Below the API base, e.g. `login` or `userapimoney/:platname`. */
  path: string;
  member: M;
  request: Req;
  data: Data;
  /** Multipart upload (field `file`) instead of a JSON body. */
  multipart?: boolean;
}

/**
 * A call as written in the `*-calls.ts` modules: its schemas as functions. Even the handful of
 * calls the entry carries would add their schemas to its start-up work, and a screen needs a few:
 * each is built on first use, once.
 */
type CallSpec<Req extends z.ZodMiniType, Data extends z.ZodMiniType, M extends boolean> = Omit<
  CallDef<Req, Data, M>,
  'request' | 'data'
> & { request: () => Req; data: () => Data };

export const defineCall = <Req extends z.ZodMiniType, Data extends z.ZodMiniType, M extends boolean>({
  request,
  data,
  ...rest
}: CallSpec<Req, Data, M>): CallDef<Req, Data, M> => {
  let requestSchema: Req | undefined;
  let dataSchema: Data | undefined;
  return {
    ...rest,
    get request() {
      return (requestSchema ??= request());
    },
    get data() {
      return (dataSchema ??= data());
    },
  };
};

export type CallInput<C extends CallDef> = z.input<C['request']>;
export type CallData<C extends CallDef> = z.output<C['data']>;
/** What a server handler returns as `data` (before the client parses it). */
export type CallAnswer<C extends CallDef> = z.input<C['data']>;

/** A call whose request takes nothing (any field sent is dropped). */
export const empty = z.object({});
/** A call whose answer carries no data. */
export const noData = z.unknown();
