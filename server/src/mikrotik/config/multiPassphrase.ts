/**
 * RouterOS's ceiling for private pre-shared keys (`/interface wifi security multi-passphrase`,
 * 7.17+): 10,000 passphrases on one router, all groups together. Every router of a site carries
 * the keys of all the site's personal wireless networks, so the site's key count is what counts.
 */
export const MULTI_PASSPHRASE_LIMIT = 10_000;

/** The refusal shown when one more key would not fit on the site's routers. */
export const MULTI_PASSPHRASE_LIMIT_MESSAGE =
  `A router holds at most ${MULTI_PASSPHRASE_LIMIT.toLocaleString('en-US')} tenant Wi-Fi keys; ` +
  "this site's wireless networks already have that many. Revoke a key before adding another.";

/** The group holding a wireless network's tenant keys. */
export const multiPassphraseGroup = (wirelessId: number) => `portico-keys-${wirelessId}`;
