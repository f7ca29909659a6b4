import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useUserColumns } from '../components/useUserColumns';
import { offeredUserFilters, userFilters } from '../userFilters';
import { USERS_READ_ONLY, type User } from '../userTypes';
import { useListUsersQuery } from '../usersApi';

const rowPath = (user: User) => paths.user(user.id);

/** /users: the active customer's users, searchable and filtered by role and status; no create (read-only API). */
export default function UsersListPage() {
  const columns = useUserColumns();
  return (
    <EntityListPage
      title="Users"
      subtitle={USERS_READ_ONLY}
      plural="users"
      path="/crm/users/"
      useList={useListUsersQuery}
      columns={columns}
      filters={userFilters}
      offeredFilters={offeredUserFilters}
      rowPath={rowPath}
    />
  );
}
