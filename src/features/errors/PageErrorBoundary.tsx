import { Component, type ReactNode } from 'react';
import ErrorNotice from './ErrorNotice';

interface Props {
  children: ReactNode;
  /** Called before rendering again, e.g. to forget a failed lazy chunk. */
  onRetry?: () => void;
  /** Told when the page failed, so the owner can try again later (e.g. when it is shown again). */
  onError?: () => void;
}

interface State {
  error: Error | null;
}

/** Keeps the shell alive when one screen throws or its chunk fails to load. */
export default class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch() {
    this.props.onError?.();
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return <ErrorNotice detail={this.state.error.message} onRetry={this.retry} />;
    return this.props.children;
  }
}
