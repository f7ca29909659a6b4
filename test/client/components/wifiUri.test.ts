import { wifiUri } from '../../../src/components/wireless/wifiUri';

describe('wifiUri', () => {
  it('escapes backslash, semicolon, comma, colon and quote, and marks hidden networks', () => {
    expect(wifiUri({ ssid: 'Home', key: 'abc12345', hidden: false })).toBe('WIFI:T:WPA;S:Home;P:abc12345;;');
    expect(wifiUri({ ssid: 'a;b,c', key: 'x:y"z\\w', hidden: true })).toBe(
      'WIFI:T:WPA;S:a\\;b\\,c;P:x\\:y\\"z\\\\w;H:true;;',
    );
  });
});
