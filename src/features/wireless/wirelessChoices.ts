import type { FilterChoice } from '../../components/entity/listFilters';

export const securityChoices: readonly FilterChoice[] = [
  { value: 'open', label: 'Open' },
  { value: 'wpa2-personal', label: 'WPA2 personal' },
  { value: 'wpa3-personal', label: 'WPA3 personal' },
  { value: 'wpa2-wpa3-personal', label: 'WPA2/WPA3 personal' },
  { value: 'wpa2-enterprise', label: 'WPA2 enterprise' },
];

export const bandChoices: readonly FilterChoice[] = [
  { value: 'dual', label: '2.4 and 5 GHz' },
  { value: '2.4ghz', label: '2.4 GHz' },
  { value: '5ghz', label: '5 GHz' },
  { value: '6ghz', label: '6 GHz' },
];

/** Modes with a pre-shared key (a passphrase, and per-tenant keys). */
export const PERSONAL_MODES: ReadonlySet<string> = new Set(['wpa2-personal', 'wpa3-personal', 'wpa2-wpa3-personal']);

const labelOf = (choices: readonly FilterChoice[], value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? value;
export const securityLabel = (value: string) => labelOf(securityChoices, value);
export const bandLabel = (value: string) => labelOf(bandChoices, value);
