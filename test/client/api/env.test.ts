import {
  API_BASE_OVERRIDE_KEY,
  apiBaseFor,
  DEVELOPMENT_API_BASE,
  getApiBase,
  PRODUCTION_API_BASE,
} from '../../../src/core/api/env';

describe('API base (requirements §7)', () => {
  it('uses /api on a production hostname', () => {
    expect(apiBaseFor('console.example.com', window.localStorage)).toBe('/api');
    expect(getApiBase()).toBe(PRODUCTION_API_BASE);
  });

  it('uses the development base on a hostname containing "dev"', () => {
    expect(apiBaseFor('console.dev.example.com', window.localStorage)).toBe(DEVELOPMENT_API_BASE);
  });

  it('lets localStorage override the development base only', () => {
    window.localStorage.setItem(API_BASE_OVERRIDE_KEY, 'https://staging.example.com/api/');
    expect(apiBaseFor('devbox', window.localStorage)).toBe('https://staging.example.com/api');
    expect(apiBaseFor('console.example.com', window.localStorage)).toBe('/api');
  });

  it('requests through RTK Query resolve /api against the page', async () => {
    const request = new Request('/api/health/');
    expect(request.url).toBe('http://localhost/api/health/');
  });
});
