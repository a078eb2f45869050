import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen } from "./error-screen";

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Called after "Try again", before the children render again (e.g. to reset a query). */
  onReset?: () => void;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean };

/** Catches render errors in part of a page and shows the generic error screen with "Try again". */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  handleReset = (): void => {
    this.props.onReset?.();
    this.setState({ error: undefined, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} onReset={this.handleReset} />;
    return this.props.children;
  }
}
