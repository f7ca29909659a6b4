/** A user of the active customer (server /crm/users/, read-only): `role` is their role in this customer. */
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  role: 'staff' | 'manager';
  is_active: boolean;
  last_login_at: string | null;
  member_since: string;
}

/** What the console can do with users and customers: read them; accounts are managed outside it. */
export const USERS_READ_ONLY = 'Users are read-only here: accounts and roles are managed outside the console.';

export const roleLabels: Record<User['role'], string> = { staff: 'Staff', manager: 'Manager' };

/** The name a user goes by: the full name, else the e-mail (an account without a name). */
export const userName = (user: Pick<User, 'full_name' | 'email'>): string => user.full_name || user.email;
