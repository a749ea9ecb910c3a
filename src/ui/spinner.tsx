import './spinner.css';

/** An indeterminate spinner; decorative, the caller labels the region. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/** A panel's loading state: the spinner and what is loading, in a polite status (`.panel-status`, overlay-panel.css). */
export function PanelLoading({ text }: { text: string }) {
  return (
    <div className="panel-status" role="status">
      <Spinner />
      <p>{text}</p>
    </div>
  );
}
