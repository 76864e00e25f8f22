/**
 * A client call was made without a value the request cannot be built without (spec §5): a
 * path parameter that is undefined or null, or a required query parameter that is null. It is
 * thrown before any request goes out, because a request to `/api/…/undefined` would reach a
 * different endpoint or fail in a way that hides the real mistake.
 */
export class MissingParameterError extends Error {
  override name = 'MissingParameterError';
  readonly parameter: string;

  constructor(parameter: string, message = `The parameter '${parameter}' must be defined.`) {
    super(message);
    this.parameter = parameter;
  }
}
