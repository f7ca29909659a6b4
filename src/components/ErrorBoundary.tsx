import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../core/api/reportError';
import { CrashScreen } from './CrashScreen';

type Props = {
  children: ReactNode;
  fallback?: ReactNode;
  /** when it changes (the user went to another page), a crashed subtree gets another try */
  resetKey?: string;
};
type State = { hasError: boolean };

/**
 * Catches render crashes (around the providers, and around the routes with `resetKey`) and shows
 * the requirements §8 crash screen instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { kind: 'render', path: window.location.pathname, componentStack: info.componentStack });
  }

  componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  render() {
    if (this.state.hasError) return this.props.fallback ?? <CrashScreen />;
    return this.props.children;
  }
}
