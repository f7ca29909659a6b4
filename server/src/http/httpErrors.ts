/** One entry of a validation error list: `{loc: ['body', 'name'], msg: 'Site name is required'}`. */
export interface FieldError {
  loc: (string | number)[];
  msg: string;
}

/**
 * An error the client caused or may see; the errors plugin turns it into `{detail, code?}`.
 * Throw one from any handler or hook: `throw notFound()`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | FieldError[],
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed');
  }
}

export const notFound = () => new HttpError(404, 'Not found.');

export const tokenNotValid = () => new HttpError(401, 'Given token not valid for any token type', 'token_not_valid');

export const notAuthenticated = () =>
  new HttpError(401, 'Authentication credentials were not provided.', 'not_authenticated');

export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);

export const conflict = (detail: string) => new HttpError(409, detail);

/** The login throttle's 429 (auth/loginThrottle.ts), also for a wrong current password. */
export function tooManyAttempts(minutes: number) {
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return new HttpError(429, `Too many failed login attempts. Try again in ${minutes} ${unit}.`, undefined, {
    'retry-after': String(minutes * 60),
  });
}

/** A 400 naming fields: `fieldErrors([{loc: ['body', 'portal_logo'], msg: '…'}])`. */
export const fieldErrors = (errors: FieldError[]) => new HttpError(400, errors);

/** A 400 about one body field. */
export const bodyFieldError = (field: string, msg: string) => fieldErrors([fieldError(field, msg)]);

/** A body field error in the requirements §8 shape. */
export const fieldError = (field: string, msg: string): FieldError => ({ loc: ['body', field], msg });
