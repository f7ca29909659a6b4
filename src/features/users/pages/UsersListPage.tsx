import { entityListPage } from '../../../components/entity/EntityListPage';
import { useUserColumns } from '../components/useUserColumns';
import { offeredUserFilters, userFilters } from '../userFilters';
import { USERS_READ_ONLY } from '../userTypes';
import { useListUsersQuery } from '../usersApi';

/** /users: the active customer's users, searchable and filtered by role and status; no create (read-only API). */
export default entityListPage('user', {
  subtitle: USERS_READ_ONLY,
  useList: useListUsersQuery,
  useColumns: useUserColumns,
  filters: userFilters,
  offeredFilters: offeredUserFilters,
});
