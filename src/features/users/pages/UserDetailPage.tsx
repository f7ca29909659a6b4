import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { formatDateTime } from '../../../components/format';
import { paths } from '../../../core/paths';
import { selectIsSuperuser } from '../../../core/session/sessionSlice';
import { useAppSelector } from '../../../core/state/hooks';
import { ActiveChip } from '../components/ActiveChip';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { SignInLockouts } from '../components/SignInLockouts';
import { UserChanges } from '../components/UserChanges';
import { roleLabels, USERS_READ_ONLY, type User, userName } from '../userTypes';
import { useGetUserQuery } from '../usersApi';

function UserDetail({ user }: { user: User }) {
  const name = userName(user);
  usePageCrumbs([{ label: 'Users', to: paths.users }, { label: name }]);
  const superuser = useAppSelector(selectIsSuperuser);
  const [resetting, setResetting] = useState(false);
  return (
    <>
      {/* No Edit or Delete: the API offers none (read-only); a superuser may set a new password. */}
      <PageHeader
        title={name}
        subtitle={USERS_READ_ONLY}
        actions={
          superuser ? (
            <Button variant="outlined" onClick={() => setResetting(true)}>
              Reset password
            </Button>
          ) : null
        }
      />
      {resetting ? <ResetPasswordDialog userId={user.id} name={name} onClose={() => setResetting(false)} /> : null}
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
        {superuser ? <SignInLockouts email={user.email} name={name} /> : null}
        <UserChanges userId={user.id} />
      </Stack>
    </>
  );
}

/**
 * /users/{id} and /user/{id}: a user of the active customer and the changes they made in it; for a
 * superuser also Reset password and the sign-in lockouts that keep the user out.
 */
export default function UserDetailPage() {
  return (
    <EntityRoutePage entity="user" useItem={useGetUserQuery}>
      {(user: User) => <UserDetail user={user} />}
    </EntityRoutePage>
  );
}
