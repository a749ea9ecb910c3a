/** VHS's global request hooks (videojs.Vhs.xhr.onRequest / offRequest), typed: Video.js ships no types for them. */
import videojs from 'video.js';

interface VhsRequestOptions {
  uri: string;
}
type RequestHook = (options: VhsRequestOptions) => VhsRequestOptions;
interface VhsXhr {
  onRequest(hook: RequestHook): void;
  offRequest(hook: RequestHook): void;
}

const vhsXhr = (videojs as unknown as { Vhs: { xhr: VhsXhr } }).Vhs.xhr;

/** Tells `listener` the URL of every request any VHS makes from now on; returns the detacher. */
export function onVhsRequest(listener: (url: string) => void): () => void {
  const hook: RequestHook = (options) => {
    listener(options.uri);
    return options;
  };
  vhsXhr.onRequest(hook);
  return () => vhsXhr.offRequest(hook);
}
