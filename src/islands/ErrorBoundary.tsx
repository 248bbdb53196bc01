import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called when the reader presses "Start again". */
  onReset?: () => void;
}

interface State {
  error: Error | undefined;
}

/** Keeps a failure inside the playground from blanking the page: says what happened and how to recover. */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('The playground failed:', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="pg-crash">
        <p>
          <strong>The playground stopped:</strong> {error.message}
        </p>
        <p>Nothing was lost: the catalog and the pages still work. Start again to pick another error.</p>
        <button
          type="button"
          onClick={() => {
            this.setState({ error: undefined });
            this.props.onReset?.();
          }}
        >
          Start again
        </button>
      </div>
    );
  }
}
