import './spinner.css';

/** An indeterminate spinner; decorative, the caller labels the region. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
