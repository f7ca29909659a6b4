import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpErrors';
import { idHeader } from '../http/ids';
import type { NamedPlace } from './customerAccess';

/** One tenancy header as the request sent it: its id, undefined when absent, or the 400 that reading a malformed one answers. */
export type HeaderId = number | undefined | HttpError;

/** X-Customer-ID and X-Site-ID, read once per request (by `authenticate`) for every check that follows. */
export interface PlaceHeaders {
  customer: HeaderId;
  site: HeaderId;
}

function readHeader(request: FastifyRequest, name: string): HeaderId {
  try {
    return idHeader(request, name);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

/** The tenancy headers of a request; a malformed one is kept as its 400, for a route that needs it. */
export function readPlaceHeaders(request: FastifyRequest): PlaceHeaders {
  return { customer: readHeader(request, 'X-Customer-ID'), site: readHeader(request, 'X-Site-ID') };
}

/** The place the well-formed headers name: what the user's access is read for. */
export function namedPlace({ customer, site }: PlaceHeaders): NamedPlace {
  return {
    customerId: customer instanceof HttpError ? undefined : customer,
    siteId: site instanceof HttpError ? undefined : site,
  };
}

/**
 * A header's id for a route that reads it: undefined when absent; a malformed one throws its 400.
 *
 * @example headerId(request.placeHeaders.site) // 12; 'X-Site-ID: 12x' throws a 400 naming the header
 */
export function headerId(value: HeaderId): number | undefined {
  if (value instanceof HttpError) throw value;
  return value;
}
