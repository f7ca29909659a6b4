/** A building (street address) of a demo site; rooms are generated per floor. */
export interface DemoBuilding {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
  /** Lowest and highest floor level (0 = ground floor). */
  levels: [number, number];
  roomsPerFloor: [number, number];
  use: 'residential' | 'office' | 'student';
}

export interface DemoSite {
  name: string;
  description: string;
  timeZone: string;
  coordinates: [number, number];
  /** Second octet of the site's 10.x.0.0/16 tenant range. */
  network: number;
  vlans: [number, number];
  buildings: DemoBuilding[];
}

export interface DemoCustomer {
  name: string;
  domain: string;
  /** Initials and colours of the generated SVG logo; null = customer without a logo. */
  logo: { initials: string; background: string; accent: string } | null;
  sites: DemoSite[];
}

const b = (
  street: string,
  houseNumber: string,
  postalCode: string,
  city: string,
  country: string,
  levels: [number, number],
  roomsPerFloor: [number, number],
  use: DemoBuilding['use'],
): DemoBuilding => ({
  street,
  houseNumber,
  postalCode,
  city,
  country,
  levels,
  roomsPerFloor,
  use,
});

/** The demo operator's customers: Norwegian and Danish property owners. */
export const demoCustomers: DemoCustomer[] = [
  {
    name: 'Nordlys Eiendom AS',
    domain: 'nordlys-eiendom.no',
    logo: { initials: 'NE', background: '#1d4ed8', accent: '#facc15' },
    sites: [
      {
        name: 'Grünerløkka Lofts',
        description: 'Converted textile factory with 60 rental lofts',
        timeZone: 'Europe/Oslo',
        coordinates: [59.923215, 10.759082],
        network: 10,
        vlans: [100, 399],
        buildings: [
          b('Thorvald Meyers gate', '58', '0552', 'Oslo', 'NO', [0, 4], [4, 6], 'residential'),
          b('Thorvald Meyers gate', '60', '0552', 'Oslo', 'NO', [0, 3], [3, 5], 'residential'),
        ],
      },
      {
        name: 'Bjørvika Kontorpark',
        description: 'Office floors by the Opera, shared reception and meeting rooms',
        timeZone: 'Europe/Oslo',
        coordinates: [59.907531, 10.757364],
        network: 11,
        vlans: [400, 799],
        buildings: [b('Dronning Eufemias gate', '16', '0191', 'Oslo', 'NO', [0, 6], [3, 5], 'office')],
      },
      {
        name: 'Lysaker Brygge',
        description: 'Waterfront apartments with guest marina',
        timeZone: 'Europe/Oslo',
        coordinates: [59.911902, 10.638456],
        network: 12,
        vlans: [800, 1199],
        buildings: [
          b('Lysaker Torg', '12', '1366', 'Lysaker', 'NO', [0, 5], [4, 6], 'residential'),
          b('Strandveien', '35', '1366', 'Lysaker', 'NO', [0, 2], [2, 4], 'office'),
        ],
      },
    ],
  },
  {
    name: 'Fjordgården Boligutleie AS',
    domain: 'fjordgarden.no',
    logo: { initials: 'FB', background: '#047857', accent: '#a7f3d0' },
    sites: [
      {
        name: 'Bryggen Apartments',
        description: 'Restored wharf houses, short and long term rentals',
        timeZone: 'Europe/Oslo',
        coordinates: [60.397076, 5.324383],
        network: 20,
        vlans: [100, 499],
        buildings: [b('Bryggen', '15', '5003', 'Bergen', 'NO', [0, 3], [3, 5], 'residential')],
      },
      {
        name: 'Sandviken Hus',
        description: 'Family apartments with shared laundry and bicycle storage',
        timeZone: 'Europe/Oslo',
        coordinates: [60.41253, 5.317662],
        network: 21,
        vlans: [500, 999],
        buildings: [
          b('Sandviksveien', '94', '5035', 'Bergen', 'NO', [-1, 4], [4, 6], 'residential'),
          b('Sandviksveien', '96', '5035', 'Bergen', 'NO', [0, 4], [4, 5], 'residential'),
        ],
      },
    ],
  },
  {
    name: 'Trondheim Studentbolig',
    domain: 'studentbolig-trondheim.no',
    logo: null,
    sites: [
      {
        name: 'Moholt Studentby',
        description: 'Student housing in timber towers near the campus',
        timeZone: 'Europe/Oslo',
        coordinates: [63.413084, 10.433694],
        network: 30,
        vlans: [100, 1999],
        buildings: [
          b('Moholt allé', '10', '7050', 'Trondheim', 'NO', [0, 8], [6, 8], 'student'),
          b('Moholt allé', '12', '7050', 'Trondheim', 'NO', [0, 8], [6, 8], 'student'),
        ],
      },
      {
        name: 'Elgeseter Hybel',
        description: 'Bedsits above shops on Elgeseter gate',
        timeZone: 'Europe/Oslo',
        coordinates: [63.419534, 10.395617],
        network: 31,
        vlans: [2000, 2999],
        buildings: [b('Elgeseter gate', '30', '7030', 'Trondheim', 'NO', [0, 4], [4, 6], 'student')],
      },
    ],
  },
  {
    name: 'Baltic Harbour Properties ApS',
    domain: 'balticharbour.dk',
    logo: null,
    sites: [
      {
        name: 'Nordhavn Kaj',
        description: 'Harbour-front flats and ground-floor shops',
        timeZone: 'Europe/Copenhagen',
        coordinates: [55.711433, 12.596127],
        network: 40,
        vlans: [100, 899],
        buildings: [b('Helsinkigade', '8', '2150', 'Nordhavn', 'DK', [0, 5], [4, 6], 'residential')],
      },
      {
        name: 'Vesterbro Gård',
        description: 'Courtyard building with artist studios',
        timeZone: 'Europe/Copenhagen',
        coordinates: [55.670249, 12.555491],
        network: 41,
        vlans: [900, 1499],
        buildings: [
          b('Istedgade', '79', '1650', 'København V', 'DK', [0, 4], [3, 5], 'residential'),
          b('Istedgade', '81', '1650', 'København V', 'DK', [0, 3], [2, 4], 'office'),
        ],
      },
    ],
  },
];
