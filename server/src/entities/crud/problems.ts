import { HttpError, type FieldError } from '../../http/httpErrors';

export { notFound, conflict, fieldErrors as invalid } from '../../http/httpErrors';

/** A body field error in the §8 shape. */
export const fieldError = (field: string, msg: string): FieldError => ({ loc: ['body', field], msg });

export const badRequest = (detail: string) => new HttpError(400, detail);
