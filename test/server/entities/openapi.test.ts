/** @jest-environment ./test/support/serverEnvironment.ts */
import SwaggerParser from '@apidevtools/swagger-parser';
import { entityCollections, startEntityApp, type EntityTestApp } from '../../support/serverWorld';

describe('OpenAPI document of the entity API', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());

  it('documents every entity call with its fields and their descriptions', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    for (const collection of entityCollections) {
      expect(Object.keys(doc.paths[`/api/crm/${collection}/`]).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths[`/api/crm/${collection}/{id}/`]).sort()).toEqual(['delete', 'get', 'patch']);
    }
    for (const path of [
      '/api/crm/rooms/{id}/occupancy/',
      '/api/crm/rooms/occupancy/{id}/',
      '/api/crm/tenants/{id}/occupancy/',
      '/api/crm/wireless/{id}/credentials/',
      '/api/crm/wireless/{id}/credentials/reveal/',
      '/api/crm/wireless/{id}/credentials/{tenantId}/reveal/',
      '/api/crm/wireless/{id}/credentials/{tenantId}/regenerate/',
      '/api/crm/users/',
      '/api/crm/users/{id}/',
      '/api/crm/users/me/password/',
      '/api/crm/users/{id}/password/',
      '/api/auth/lockouts',
      '/api/crm/customers/{id}/',
      '/api/crm/changes/',
      '/api/crm/occupancy-history/',
      '/api/search',
    ]) {
      expect([path, Boolean(doc.paths[path])]).toEqual([path, true]);
    }
    for (const collection of [...entityCollections, 'users', 'changes', 'sites']) {
      const exported = doc.paths[`/api/crm/${collection}/export/`]?.get;
      expect([collection, exported?.summary]).toEqual([
        collection,
        expect.stringMatching(/^Export .+ records as CSV$/),
      ]);
      expect(Object.keys(exported.responses).sort()).toEqual(['200', '400', '401', '403', '500']);
      expect(Object.keys(exported.responses['200'].content)).toEqual(['text/csv']);
      expect(Object.keys(exported.responses['200'].headers)).toContain('X-Total-Count');
      const query = exported.parameters
        .filter((p: { in: string }) => p.in === 'query')
        .map((p: { name: string }) => p.name);
      expect(query).toEqual(expect.arrayContaining(['ordering', 'search']));
      expect(query).not.toContain('page');
    }
    expect(doc.paths['/api/crm/rooms/export/'].get.summary).toBe('Export room records as CSV');
    expect(doc.paths['/api/crm/customers/export/']).toBeUndefined();
    const network = doc.paths['/api/crm/networks/'].post.requestBody.content['application/json'].schema;
    expect(network.properties.vlan_id.description).toMatch(/tenant VLAN range/);
    const wirelessItem = doc.paths['/api/crm/wireless/{id}/'].get.responses['200'].content['application/json'].schema;
    expect(wirelessItem.properties.passphrase).toBeUndefined();
  });

  it('is a valid OpenAPI 3.0 document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\.0\./);
    // A standard validator, as client generators use: it throws listing every schema error.
    await expect(SwaggerParser.validate(doc)).resolves.toBeDefined();
  });
});
