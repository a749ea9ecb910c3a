/**
 * Datadog RUM, only when ANALYTICS_KEY is set, loaded after the first frame (PlayerCarregado) so it never
 * delays it; this module itself loads then too (after-first-frame.ts). Usage events become custom actions with the seed's fields; errors go to RUM too; beforeSend
 * removes the token (and anything JWT-shaped) from every event.
 */
import type { PlayerItem } from '@/services/api-contract';
import type { AppConfig } from '@/services/config';
import type { ErrorReporter } from '@/services/error-reporter';
import { withoutQuery } from '@/services/media-url';
import { redactDeep, redactText } from '@/services/redact';
import { onUsage, type UsageDetail, type UsageKind } from '@/services/usage-events';
import { useAppStore } from '@/store/app-store';
import { injectWebAnalytics } from './web-analytics';

/** The seed's telemetry limits the SDK lets us set (docs/telemetry.md maps all of them). */
export const SESSION_SAMPLE_RATE = 100;

/**
 * The item shown last: what is told while the next one loads (the host's loadVideo), such as the QoE of the player
 * taken down, is the earlier item's.
 */
let lastItem: PlayerItem | null = null;

/** The fields of every usage action (docs/telemetry.md), from the item and the config. */
export function usageFields(kind: UsageKind, detail: UsageDetail, config: Pick<AppConfig, 'DEVICE_TYPE' | 'FORCAR_PLAYERV2'>) {
  const item = (lastItem = useAppStore.getState().item ?? lastItem);
  return {
    Indicador: kind,
    video: item?.id ?? '',
    nomeRoteiro: item?.nomeRoteiro ?? '',
    player: config.FORCAR_PLAYERV2 ? 'html5' : 'videojs-vhs',
    // Without its query: a signed media URL's signature is a credential, and it changes on every signing.
    urlVideo: withoutQuery(item?.urlHls ?? ''),
    deviceType: config.DEVICE_TYPE,
    ...detail,
  };
}

/**
 * Starts RUM (with ANALYTICS_KEY) and web analytics (with WEB_ANALYTICS_ID); boot loads this module after
 * the first frame (after-first-frame.ts). `token` is the token's owner (services/auth-token.ts): whatever it
 * holds now is redacted.
 */
export async function startTelemetry(config: AppConfig, errors: ErrorReporter, token: () => string | null): Promise<void> {
  injectWebAnalytics(config.WEB_ANALYTICS_ID);
  if (config.ANALYTICS_KEY) await load(config, errors, token);
}

async function load(config: AppConfig, errors: ErrorReporter, token: () => string | null): Promise<void> {
  const { datadogRum } = await import('@datadog/browser-rum');
  datadogRum.init({
    applicationId: config.DATADOG_APPLICATION_ID || 'sphere-player',
    clientToken: config.ANALYTICS_KEY,
    site: config.DATADOG_SITE as 'datadoghq.com',
    ...(config.DATADOG_PROXY ? { proxy: config.DATADOG_PROXY } : {}),
    service: 'sphere-player',
    sessionSampleRate: SESSION_SAMPLE_RATE,
    // Inside a third-party iframe: local storage when the frame may use it, else a partitioned (CHIPS)
    // cookie. That cookie is Secure, and the SDK then sends nothing over plain http, so it is HTTPS-only.
    sessionPersistence: ['local-storage', 'cookie', 'memory'],
    usePartitionedCrossSiteSessionCookie: location.protocol === 'https:',
    trackResources: true,
    trackLongTasks: true,
    trackUserInteractions: false,
    beforeSend: (event) => {
      redactDeep(event as unknown as Record<string, unknown>, token());
      return true;
    },
  });
  onUsage((kind, detail) => datadogRum.addAction(kind, usageFields(kind, detail, config)));
  errors.setTelemetry((message) => datadogRum.addError(new Error(redactText(message, token()))));
}
