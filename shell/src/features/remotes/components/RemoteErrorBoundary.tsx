/** Contains a remote that throws while rendering: the fallback replaces only that remote. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../monitoring';

interface Props {
  remote: string;
  fallback: ReactNode;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { remote: this.props.remote, componentStack: info.componentStack ?? '' });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
