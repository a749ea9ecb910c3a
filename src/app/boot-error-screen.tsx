import './error-screen.css';

/** Start-up stopped (bad config): a full-screen message; no i18n is loaded yet, so it is plain pt. */
export function BootErrorScreen({ message }: { message: string }) {
  return (
    <main className="boot-error" role="alert">
      <h1>Sphere Player</h1>
      <p>{message}</p>
    </main>
  );
}
