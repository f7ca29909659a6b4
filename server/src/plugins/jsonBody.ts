import fp from 'fastify-plugin';

/**
 * Fastify's own JSON parser (prototype-poisoning safe), except that an empty body means "no
 * body": clients send `Content-Type: application/json` on bodiless DELETEs, which is not an error.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
