import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SomethingWentWrong } from './something-went-wrong';

type State = { error: unknown };

/**
 * Outermost boundary: catches crashes outside the router (providers, the router itself). Route
 * crashes are caught closer, by RouteErrorBoundary, so the layout around them survives.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return <SomethingWentWrong onTryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
