/** Whether a device has what a sync needs: a site, an address and login credentials with a password. */
export function isConfigured(
  row: Partial<Record<'siteId' | 'ipAddress' | 'hostname' | 'loginUsername' | 'loginPassword', unknown>>,
): boolean {
  return (
    row.siteId !== null &&
    Boolean(row.ipAddress || row.hostname) &&
    Boolean(row.loginUsername) &&
    row.loginPassword !== null
  );
}
