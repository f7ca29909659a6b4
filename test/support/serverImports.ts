import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../server/src/auth/jwt';

/** A CSV import through the API as one user in one customer (and site), as the browser runs it. */
export function importer(app: FastifyInstance, userId: number, customerId: number, siteId?: number) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${signAccessToken(userId, app.config.jwtSecret, 3600)}`,
    'x-customer-id': String(customerId),
  };
  if (siteId !== undefined) headers['x-site-id'] = String(siteId);
  const json = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson ? response.json() : null, text: response.body };
  };
  return {
    headers,
    upload: async (entity: string, csv: string | Buffer) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/crm/imports/${entity}/?file_name=test.csv`,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: csv,
      });
      return { status: response.statusCode, body: response.json() };
    },
    check: (entity: string, id: number, mapping: Record<string, string>) =>
      json('POST', `/api/crm/imports/${entity}/${id}/check/`, { mapping }),
    commit: (entity: string, id: number, mode: 'valid' | 'all' = 'valid') =>
      json('POST', `/api/crm/imports/${entity}/${id}/commit/`, { mode }),
    state: (entity: string, id: number) => json('GET', `/api/crm/imports/${entity}/${id}/`),
    result: (entity: string, id: number) => json('GET', `/api/crm/imports/${entity}/${id}/result/`),
    template: (entity: string) => json('GET', `/api/crm/imports/${entity}/template/`),
    /** Waits for the commit job to finish and answers the import's final state. */
    async committed(entity: string, id: number, timeoutMs = 60_000) {
      const since = Date.now();
      for (;;) {
        const reply = await json('GET', `/api/crm/imports/${entity}/${id}/`);
        if (reply.body?.state === 'committed' || reply.body?.state === 'failed') return reply.body;
        if (Date.now() - since > timeoutMs) throw new Error(`import ${id} not done: ${JSON.stringify(reply.body)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Uploads and checks with the suggested mapping: the dry run's reply. */
export async function dryRunOf(client: ReturnType<typeof importer>, entity: string, csv: string | Buffer) {
  const uploaded = await client.upload(entity, csv);
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const checked = await client.check(entity, uploaded.body.id, uploaded.body.mapping);
  if (checked.status !== 200) throw new Error(`check: ${checked.status} ${JSON.stringify(checked.body)}`);
  return checked.body as {
    id: number;
    counts: Record<string, number>;
    rows: { line: number; status: string; errors: { column: string; message: string }[] }[];
  };
}
