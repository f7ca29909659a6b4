/** Demo logins (also printed by `npm start` and listed in the README). */
export const demoLogins = [
  { email: 'admin@example.com', password: 'admin123', note: 'superuser, member of every customer' },
  { email: 'staff@example.com', password: 'staff123', note: 'staff, exactly one customer' },
  { email: 'nobody@example.com', password: 'nobody123', note: 'staff, no customer' },
] as const;

export interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  /** Names of the customers the user is a member of; 'all' for every customer. */
  customers: 'all' | string[];
}

/** More staff make the customers' user counts real; they share one password. */
export const demoUsers: DemoUser[] = [
  {
    email: 'admin@example.com',
    password: 'admin123',
    firstName: 'Ada',
    lastName: 'Admin',
    isSuperuser: true,
    customers: 'all',
  },
  {
    email: 'staff@example.com',
    password: 'staff123',
    firstName: 'Sofie',
    lastName: 'Berg',
    isSuperuser: false,
    customers: ['Nordlys Eiendom AS'],
  },
  {
    email: 'nobody@example.com',
    password: 'nobody123',
    firstName: 'Nils',
    lastName: 'Nordmann',
    isSuperuser: false,
    customers: [],
  },
  {
    email: 'ingrid.haugen@example.com',
    password: 'portico-demo',
    firstName: 'Ingrid',
    lastName: 'Haugen',
    isSuperuser: false,
    customers: ['Nordlys Eiendom AS', 'Fjordgården Boligutleie AS'],
  },
  {
    email: 'lars.johansen@example.com',
    password: 'portico-demo',
    firstName: 'Lars',
    lastName: 'Johansen',
    isSuperuser: false,
    customers: ['Nordlys Eiendom AS'],
  },
  {
    email: 'emma.larsen@example.com',
    password: 'portico-demo',
    firstName: 'Emma',
    lastName: 'Larsen',
    isSuperuser: false,
    customers: ['Fjordgården Boligutleie AS', 'Trondheim Studentbolig'],
  },
  {
    email: 'olav.dahl@example.com',
    password: 'portico-demo',
    firstName: 'Olav',
    lastName: 'Dahl',
    isSuperuser: false,
    customers: ['Trondheim Studentbolig'],
  },
  {
    email: 'freja.nielsen@example.com',
    password: 'portico-demo',
    firstName: 'Freja',
    lastName: 'Nielsen',
    isSuperuser: false,
    customers: ['Baltic Harbour Properties ApS'],
  },
];
