/**
 * The entry: what must run before the rest of boot has downloaded. The token leaves the address bar, the
 * config (preloaded by index.html) is read, and the item's requests leave at once (boot/head-start.ts);
 * the rest of boot (boot/boot.ts: validation, services, the store, the first player) downloads meanwhile,
 * alongside the player's code, and adopts those requests. A boot chunk that does not load ends on the
 * failure screen, whose retry loads it again. In a frame sandboxed without allow-same-origin it only says why it
 * cannot work there.
 */
import './app/app.css';
import { failureVariant, showBootFailure } from './boot/boot-failure-screen';
import { bootTexts } from './boot/boot-messages';
import { sendItemRequestsEarly } from './boot/head-start';
import { sayLoadingInLanguage } from './boot/loading-text';
import { pickLanguage } from './i18n/languages';
import { loadVideoJsDictionary } from './player/video-js-dictionaries';
import { loadChunk, setRedeployCheck } from './services/chunk-loader';
import { fetchConfigText } from './services/config-file';
import { readLaunchParams } from './services/launch-params';
import { hasOpaqueOrigin } from './services/opaque-origin';
import { takeUrlToken } from './services/launch-token';
import { preconnectRemembered } from './services/preconnect';
import { reloadIfRedeployed } from './services/redeploy';

// The token leaves the address bar before anything else runs.
const urlToken = takeUrlToken(window.location, window.history);
const launch = readLaunchParams(window.location);
const language = pickLanguage(launch.lang, navigator.languages);
sayLoadingInLanguage(language);
if (/iPad|iPhone|iPod/.test(navigator.userAgent)) document.documentElement.classList.add('platform-ios');
// A frame sandboxed without allow-same-origin: the widget cannot work there, and says so (a retry cannot help).
if (hasOpaqueOrigin()) saySandboxed();
else startWidget();

function saySandboxed(): void {
  loadChunk(() => import('./boot/sandboxed-texts'))
    .then(({ sandboxedTexts }) => showBootFailure({ message: sandboxedTexts[language] }))
    .catch(() => {
      const texts = bootTexts[language];
      showBootFailure({ message: texts.unreachable, retry: { label: texts.retry, run: saySandboxed } });
    });
}

function startWidget(): void {
  // A chunk that fails because a deploy renamed the chunks reloads the page once (the token is kept for the tab).
  setRedeployCheck(() => reloadIfRedeployed({ entryUrl: import.meta.url, pageUrl: window.location.href }));

  // A returning viewer's connections to the API and the media open while the config loads.
  preconnectRemembered();
  const configText = fetchConfigText();
  // Boot reports a config that did not load; the head start only needs one that did.
  configText.then(
    (text) => sendItemRequestsEarly(text, { urlToken, launch }),
    () => undefined,
  );

  // Video.js's labels in the viewer's language (boot waits for them before the player mounts).
  loadVideoJsDictionary(language).catch(() => undefined);

  const start = (): void => {
    loadChunk(() => import('./boot/boot'))
      .then(({ boot }) => boot({ urlToken, launch, language, configText }))
      .catch(() => {
        const texts = bootTexts[language];
        showBootFailure({ message: texts.unreachable, variant: failureVariant(), retry: { label: texts.retry, run: start } });
      });
  };
  start();
}
