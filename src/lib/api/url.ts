import { MissingParameterError } from '../errors/MissingParameterError.ts';

/** A value that can stand in a path segment or a query string. */
export type ParameterValue = string | number | boolean;

/** Path parameters by name, filled into `{name}` placeholders of a path template. */
export type PathParameters = Readonly<Record<string, ParameterValue | null | undefined>>;

/**
 * Query parameters in the order they are sent. Optional ones that are null or undefined are
 * left out; names listed in `required` must have a value.
 */
export type QueryParameters = Readonly<Record<string, ParameterValue | null | undefined>>;

export interface UrlParts {
  /** Path template below the base address, e.g. `/api/shop/gift-cards/{id}`. */
  path: string;
  params?: PathParameters;
  query?: QueryParameters;
  /** Names of query parameters that must be neither null nor undefined (spec §5). */
  required?: readonly string[];
}

function fillPath(path: string, params: PathParameters): string {
  return path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new MissingParameterError(name);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: QueryParameters, required: readonly string[]): string {
  const search = new URLSearchParams();
  for (const name of required) {
    if (query[name] === undefined || query[name] === null) {
      throw new MissingParameterError(name, `The parameter '${name}' must be defined and cannot be null.`);
    }
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The full address of a call. Throws MissingParameterError, before anything is sent, when a
 * path parameter or a required query parameter has no value (spec §5).
 */
export function buildUrl(baseUrl: string, parts: UrlParts): string {
  const path = fillPath(parts.path, parts.params ?? {});
  const search = queryString(parts.query ?? {}, parts.required ?? []);
  return `${baseUrl.replace(/\/+$/, '')}${path}${search}`;
}
