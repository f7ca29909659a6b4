import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldError } from './httpErrors';

/**
 * Pattern for ISO dates and timestamps from the year 1000 on: `format` alone lets year 0 and
 * five-digit years through, which PostgreSQL then refuses.
 */
export const FROM_YEAR_1000 = '^[1-9]';

const where: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

const typeNames: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

function describeType(type: string): string {
  return type
    .split(',')
    .map((t) => typeNames[t] ?? t)
    .join(' or ');
}

/** A readable message for the common JSON-schema keywords; ajv's own text otherwise. */
function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'pattern' && params.pattern === FROM_YEAR_1000) return 'Must be a date from the year 1000 on';
  switch (error.keyword) {
    case 'required':
      return 'This field is required';
    case 'type':
      return `Must be ${describeType(String(params.type))}`;
    case 'minimum':
      return `Must be at least ${params.limit}`;
    case 'maximum':
      return `Must be at most ${params.limit}`;
    case 'minLength':
      return `Must be at least ${params.limit} characters`;
    case 'maxLength':
      return `Must be at most ${params.limit} characters`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'additionalProperties':
      return 'Unknown field';
    default:
      return error.message ? error.message.charAt(0).toUpperCase() + error.message.slice(1) : 'Invalid value';
  }
}

/**
 * Fastify/ajv validation errors as the requirements §8 list: `{loc: ['body', 'netmask'], msg: 'Must be at most 30'}`.
 * JSON-pointer paths become loc parts; array indexes stay numbers.
 */
export function validationToFieldErrors(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): FieldError[] {
  return errors.map((error) => {
    const params = error.params as Record<string, unknown>;
    const path: (string | number)[] = (error.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
    if (error.keyword === 'required') path.push(String(params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
    return { loc: [where[context ?? 'body'] ?? String(context), ...path], msg: messageOf(error) };
  });
}
