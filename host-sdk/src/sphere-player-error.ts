/** The typed error every failed call and handshake rejects with. */
import type { ErrorCode } from './protocol.js';

/** A call that could not be done, with a typed reason. */
export class SpherePlayerError extends Error {
  override readonly name = 'SpherePlayerError';
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A SpherePlayerError whose message, unless given, is `Sphere Player: <code>`. */
export const playerError = (code: ErrorCode, text = `Sphere Player: ${code}`): SpherePlayerError =>
  new SpherePlayerError(code, text);
