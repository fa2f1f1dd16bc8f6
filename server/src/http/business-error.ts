import { Code } from '../../../contract/envelope';

/** A failure the client should see as `{code, message}` with HTTP 200. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const fail = (message: string, code: number = Code.fail): never => {
  throw new BusinessError(code, message);
};
