/** Name parts for demo tenants and staff: common Norwegian and Danish names. */
export const firstNames = [
  'Emma', 'Nora', 'Ingrid', 'Sofie', 'Olivia', 'Ella', 'Maja', 'Leah', 'Sara', 'Ida', 'Frida', 'Astrid', 'Thea', 'Hanna',
  'Jakob', 'Emil', 'Noah', 'Oliver', 'Filip', 'William', 'Lucas', 'Henrik', 'Magnus', 'Aksel', 'Olav', 'Sindre', 'Mathias', 'Tobias',
  'Freja', 'Clara', 'Mads', 'Rasmus', 'Karoline', 'Sigrid', 'Eirik', 'Håkon', 'Marius', 'Kristoffer', 'Silje', 'Malin',
] as const;

export const lastNames = [
  'Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Johnsen',
  'Pettersen', 'Eriksen', 'Berg', 'Haugen', 'Hagen', 'Johannessen', 'Andreassen', 'Jacobsen', 'Dahl', 'Jørgensen', 'Halvorsen',
  'Henriksen', 'Lund', 'Sørensen', 'Bakken', 'Strand', 'Solberg', 'Moen', 'Nielsen', 'Christensen', 'Rasmussen', 'Holm',
] as const;

/** Business tenants for office and commercial rooms. */
export const companies = [
  'Fjellstrøm Arkitekter AS', 'Nordvik Regnskap AS', 'Havbris Design', 'Lofoten Data AS', 'Polarlys Media', 'Brattli Advokatfirma',
  'Kystlinje Konsult AS', 'Granitt Ingeniører', 'Solsikke Barnehage', 'Vinterhav Sjømat AS', 'Tindeløs Reiser', 'Elvebredden Kafé',
  'Skogstad Fysioterapi', 'Nordisk Byggdrift AS', 'Aurora Tannklinikk', 'Fyrlykt Kommunikasjon', 'Kobber & Co Frisør', 'Saga Sikkerhet AS',
] as const;
