/**
 * Telemetry's part of boot: RUM and web analytics start once the first frame is up (PlayerCarregado), and
 * their code (start-telemetry.ts, web-analytics.ts, the redactor) loads only then, so none of it is part of
 * the first load or competes with the video for the network.
 */
import { onAppEvent } from '@/services/app-events';
import type { AppConfig } from '@/services/config';
import type { ErrorReporter } from '@/services/error-reporter';
import { devWarn } from '@/services/dev-console';

export function startTelemetryAfterFirstFrame(config: AppConfig, errors: ErrorReporter, token: () => string | null): void {
  if (!config.ANALYTICS_KEY && !config.WEB_ANALYTICS_ID) return;
  const stop = onAppEvent('PlayerCarregado', () => {
    stop();
    // RUM that does not load (a blocker, the network) only loses telemetry: nothing to tell the viewer.
    import('./start-telemetry')
      .then(({ startTelemetry }) => startTelemetry(config, errors, token))
      .catch((error: unknown) => devWarn('Telemetry did not start', error));
  });
}
