import { useRef } from 'react';
import { useFormik } from 'formik';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { GateLayout } from '../../../components/GateLayout';
import { useRememberedOrigin } from '../../../components/guards/origin';
import { paths } from '../../paths';
import { LoginField } from '../components/LoginField';
import { loginSubmitted, selectIsAuthenticated, selectLoginError, selectLoginPending } from '../sessionSlice';

type LoginValues = { email: string; password: string };

// Hand-written rules keep yup out of the login bundle.
function validate(values: LoginValues) {
  const errors: Partial<LoginValues> = {};
  if (!values.email.trim()) errors.email = 'Email is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

/** /login: e-mail and password; the login saga owns the request and the §8 error texts. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectLoginPending);
  const loginError = useAppSelector(selectLoginError);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const remembered = useRememberedOrigin();
  const submitted = useRef(false);
  const form = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate,
    onSubmit: ({ email, password }) => {
      submitted.current = true;
      // The login saga continues to the origin (or customer selection) once the user is loaded.
      dispatch(loginSubmitted({ username: email.trim(), password, ...(remembered ? { from: remembered } : {}) }));
    },
  });

  // Opened while already signed in: continue to where the user was going; the guards take it from there.
  if (authenticated && !submitted.current && !pending) return <Navigate to={remembered ?? paths.dashboard} replace />;

  return (
    <GateLayout maxWidth={420}>
      <Stack component="form" noValidate spacing={1} onSubmit={form.handleSubmit}>
        <Typography variant="h4" component="h1">
          Portico
        </Typography>
        <Typography color="textSecondary" sx={{ pb: 2 }}>
          Sign in to manage your customers and sites.
        </Typography>
        {loginError ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {loginError}
          </Alert>
        ) : null}
        <LoginField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={form.touched.email && form.errors.email}
        />
        <LoginField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={form.touched.password && form.errors.password}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Sign in
        </Button>
      </Stack>
    </GateLayout>
  );
}
