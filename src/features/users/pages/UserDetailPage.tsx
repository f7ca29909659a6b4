import { skipToken } from '@reduxjs/toolkit/query';
import Stack from '@mui/material/Stack';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { useRouteId } from '../../../components/entity/useRouteId';
import { formatDateTime } from '../../../components/format';
import { paths } from '../../../core/paths';
import { ActiveChip } from '../components/ActiveChip';
import { UserChanges } from '../components/UserChanges';
import { roleLabels, USERS_READ_ONLY, type User, userName } from '../userTypes';
import { useGetUserQuery } from '../usersApi';

function UserDetail({ user }: { user: User }) {
  const name = userName(user);
  usePageCrumbs([{ label: 'Users', to: paths.users }, { label: name }]);
  return (
    <>
      {/* No Edit or Delete: the API offers none (read-only), so the header offers none either. */}
      <PageHeader title={name} subtitle={USERS_READ_ONLY} />
      <Stack spacing={3}>
        <DetailSection
          title="User"
          fields={[
            { label: 'Name', value: user.full_name },
            { label: 'E-mail', value: user.email },
            { label: 'Role', value: roleLabels[user.role] ?? user.role },
            { label: 'Status', value: <ActiveChip active={user.is_active} /> },
            { label: 'Last login', value: user.last_login_at ? formatDateTime(user.last_login_at) : 'Never' },
            { label: 'Member since', value: formatDateTime(user.member_since) },
          ]}
        />
        <UserChanges userId={user.id} />
      </Stack>
    </>
  );
}

/** /users/{id} and /user/{id}: a user of the active customer and the changes they made in it. */
export default function UserDetailPage() {
  const id = useRouteId();
  const query = useGetUserQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="User"
      backPath={paths.users}
      backLabel="Back to users"
    >
      {(user) => <UserDetail user={user} />}
    </EntityDetailFrame>
  );
}
