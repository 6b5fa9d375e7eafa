import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of a viewer that failed (a file that does not parse, say). */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Keeps a viewer's failure inside the preview: the page and the file's details stay. */
export default class ViewerBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
