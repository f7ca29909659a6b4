import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../core/api/reportError';
import { CrashScreen } from './CrashScreen';

type Props = { children: ReactNode; fallback?: ReactNode };
type State = { hasError: boolean };

/**
 * Catches render crashes outside the router (providers, the router's own error element covers routes)
 * and shows the requirements §8 crash screen instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { kind: 'render', componentStack: info.componentStack });
  }

  render() {
    if (this.state.hasError) return this.props.fallback ?? <CrashScreen />;
    return this.props.children;
  }
}
