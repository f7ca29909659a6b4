import { routeForResult } from '../../../src/features/search/searchResultPaths';

describe('a quick-search Wireless result', () => {
  it('opens the wireless network page', () => {
    expect(routeForResult({ type: 'wireless', id: 9, name: 'Moholt-Beboer' })).toBe('/wireless/9');
    expect(routeForResult({ type: 'Wireless', id: 12, name: 'Guest' })).toBe('/wireless/12');
  });
});
