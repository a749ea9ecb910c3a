/** The web-analytics script (gtag), only with WEB_ANALYTICS_ID, with page views off: the player reports its own events. */

const ID = /^[A-Z0-9-]{4,32}$/i;

export function injectWebAnalytics(id: string, doc: Document = document): boolean {
  if (!id || !ID.test(id)) return false;
  const w = doc.defaultView as (Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }) | null;
  if (!w) return false;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag(...args: unknown[]) {
    w.dataLayer?.push(args);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { send_page_view: false });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset['webAnalytics'] = id;
  doc.head.appendChild(script);
  return true;
}
