/** Names for the large data set: operators, districts and streets that look like a Nordic portfolio. */
export const largeCustomers = [
  'Aurora Bolig AS',
  'Bjørkli Eiendom AS',
  'Crux Utleie AS',
  'Dovre Boligselskap AS',
  'Eikeli Forvaltning AS',
  'Fosen Eiendom AS',
  'Glitre Bolig AS',
  'Hardanger Utleie AS',
  'Isfjord Eiendom AS',
  'Jotun Boligdrift AS',
  'Kvarven Eiendom AS',
  'Lyngen Bolig AS',
  'Mjøsa Forvaltning AS',
  'Nidaros Utleie AS',
  'Oksval Eiendom AS',
  'Preikestolen Bolig AS',
  'Rondane Eiendom AS',
  'Saltstraumen Utleie AS',
  'Trollheimen Bolig AS',
  'Ulriken Eiendom AS',
] as const;

export const districts = [
  'Grünerløkka',
  'Majorstuen',
  'Frogner',
  'Sagene',
  'Tøyen',
  'Bjølsen',
  'Torshov',
  'Sandaker',
  'Nydalen',
  'Ullevål',
  'Lambertseter',
  'Bryn',
  'Helsfyr',
  'Kampen',
  'Vålerenga',
  'Gamlebyen',
  'Bislett',
  'Fagerborg',
  'Skøyen',
  'Lysaker',
] as const;

export const cities = [
  'Oslo',
  'Bergen',
  'Trondheim',
  'Stavanger',
  'Tromsø',
  'Drammen',
  'Kristiansand',
  'Fredrikstad',
  'Ålesund',
  'Bodø',
] as const;

export const streets = [
  'Storgata',
  'Kirkegata',
  'Dronningens gate',
  'Kongens gate',
  'Skippergata',
  'Torggata',
  'Markveien',
  'Thorvald Meyers gate',
  'Sannergata',
  'Toftes gate',
  'Maridalsveien',
  'Ullevålsveien',
  'Waldemar Thranes gate',
  'Bogstadveien',
  'Hegdehaugsveien',
  'Pilestredet',
  'Holbergs gate',
  'Sporveisgata',
  'Jacob Aalls gate',
  'Kirkeveien',
  'Trondheimsveien',
  'Hovinveien',
  'Tvetenveien',
  'Enebakkveien',
  'Kampengata',
  'Schweigaards gate',
  'Grønlandsleiret',
  'Tøyengata',
  'Åkebergveien',
  'Hagegata',
  'Nordbygata',
  'Smalgangen',
  'Vogts gate',
  'Sandakerveien',
  'Bentsebrugata',
  'Åsengata',
  'Kierschows gate',
  'Vitaminveien',
  'Nydalsveien',
  'Gullhaugveien',
  'Sognsveien',
  'Tåsenveien',
  'Lørenveien',
  'Økernveien',
  'Brynsveien',
  'Strømsveien',
  'Helgesens gate',
  'Fossveien',
  'Seilduksgata',
  'Nordre gate',
] as const;

export const speedLimitProfiles = [
  { name: '10/10 Mbit', down: 10_000, up: 10_000 },
  { name: '50/50 Mbit', down: 50_000, up: 50_000 },
  { name: '100/100 Mbit', down: 100_000, up: 100_000 },
  { name: '250/250 Mbit', down: 250_000, up: 250_000 },
  { name: '1000/1000 Mbit', down: 1_000_000, up: 1_000_000 },
] as const;

export const presetTexts = [
  'Please use the side entrance',
  'Back in 5 minutes',
  'Deliveries at the reception',
  'Ring the caretaker for access',
  'Closed for maintenance today',
] as const;

/** e-mail-safe form of a name part: "Håkon" → "hakon". */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .replace(/å/g, 'a')
    .replace(/[^A-Za-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')
    .toLowerCase();
}
