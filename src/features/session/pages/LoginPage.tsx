import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { GateLayout } from '../../../components/GateLayout';
import { useRememberedOrigin } from '../../../components/guards/origin';
import { paths } from '../../../core/paths';
import { RecordingTextButtons } from '../../../components/recording/RecordingTextButtons';
import { LoginField } from '../components/LoginField';
import {
  loginSubmitted,
  selectIsAuthenticated,
  selectLoginError,
  selectLoginPending,
} from '../../../core/session/sessionSlice';

type LoginValues = { email: string; password: string };
type Field = keyof LoginValues;

// Hand-written rules and a plain controlled form keep yup and Formik out of the login bundle (main.js).
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
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // A field's error shows once it has been left or the form submitted, and follows each keystroke after that.
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = validate(values);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const { name } = event.target;
    setTouched((current) => ({ ...current, [name]: true }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (errors.email || errors.password) return;
    submitted.current = true;
    // The login saga continues to the origin (or customer selection) once the user is loaded.
    dispatch(
      loginSubmitted({
        username: values.email.trim(),
        password: values.password,
        ...(remembered ? { from: remembered } : {}),
      }),
    );
  };

  // Opened while already signed in: continue to where the user was going; the guards take it from there.
  if (authenticated && !submitted.current && !pending) return <Navigate to={remembered ?? paths.dashboard} replace />;

  return (
    <GateLayout maxWidth={420}>
      <Stack component="form" noValidate spacing={1} onSubmit={onSubmit}>
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
          value={values.email}
          onChange={onChange}
          onBlur={onBlur}
          error={touched.email && errors.email}
        />
        <LoginField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={onChange}
          onBlur={onBlur}
          error={touched.password && errors.password}
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
        <Stack direction="row" sx={{ justifyContent: 'flex-end', pt: 1, color: 'text.secondary' }}>
          <RecordingTextButtons />
        </Stack>
      </Stack>
    </GateLayout>
  );
}
