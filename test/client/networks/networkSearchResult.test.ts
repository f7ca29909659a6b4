import { routeForResult, visibleResults } from '../../../src/features/search/searchResultPaths';

const network = { type: 'network', id: 7, name: 'Tenant LAN', description: 'VLAN 101 · 10.20.1.0/24' };
const address = { type: 'address', id: 5, name: 'Moholt allé 3', description: '' };

describe('quick search: Network results', () => {
  it('open the network page', () => {
    expect(routeForResult(network)).toBe('/network/7');
  });

  it('show only with Advanced Mode on (requirements §6)', () => {
    expect(visibleResults([network, address], false)).toEqual([address]);
    expect(visibleResults([network, address], true)).toEqual([network, address]);
  });
});
