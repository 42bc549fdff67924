// Catches whatever a remote's screen throws (failing to load, or failing while rendering) so
// only that route shows an error card; the sidebar and the other routes keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorCard } from 'shared-ui';
import { RemoteUnavailableError } from './remote-unavailable-error';

interface Props {
  label: string;
  onRetry: () => void;
  /** Called once the error card is up. */
  onError?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] the ${this.props.label} screen failed`, error, info.componentStack);
    this.props.onError?.();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const unavailable = error instanceof RemoteUnavailableError;
    return (
      <ErrorCard
        title={unavailable ? `${this.props.label} is unavailable` : `${this.props.label} stopped working`}
        message={
          unavailable
            ? `The ${this.props.label} area could not be loaded. The rest of the site still works; try again in a moment.`
            : `Something went wrong while showing ${this.props.label}. The rest of the site still works.`
        }
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}
