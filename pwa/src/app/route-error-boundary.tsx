// Catches what a route throws while rendering, or a lazy chunk that could not be loaded, and shows the error
// page in its place (public-area.md §2.1). Going to another address tries again.
import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page.tsx';
import { ReadyMark } from './ready-mark.tsx';

interface Props {
  /** The current address: when it changes, a shown error is cleared. */
  resetKey: string;
  children: ReactNode;
}

export class RouteErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false, error: undefined });
  }

  override render() {
    // The error page answers input too: its Reload button must not wait for a page that never comes.
    return this.state.failed ? (
      <>
        <ErrorPage error={this.state.error} />
        <ReadyMark />
      </>
    ) : (
      this.props.children
    );
  }
}
