/** The WIFI: URI escapes backslash, semicolon, comma, colon and double quote with a backslash. */
export function escapeWifi(value: string): string {
  return value.replace(/[\\;,:"]/g, (char) => `\\${char}`);
}

/**
 * The text of a Wi-Fi QR code that phones join from (ZXing's WIFI: format).
 * @example wifiUri({ ssid: 'Harbour', key: 'a;b', hidden: false }) // 'WIFI:T:WPA;S:Harbour;P:a\\;b;;'
 */
export function wifiUri({ ssid, key, hidden }: { ssid: string; key: string; hidden: boolean }): string {
  return `WIFI:T:WPA;S:${escapeWifi(ssid)};P:${escapeWifi(key)};${hidden ? 'H:true;' : ''};`;
}
