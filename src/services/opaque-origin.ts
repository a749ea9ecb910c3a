/**
 * Whether this document's origin is opaque: a frame sandboxed without `allow-same-origin`. There the
 * browser denies every storage, the host SDK ignores the frame's messages (it talks only to the widget's
 * origin) and the API sees `Origin: null`, so nothing of the widget can work.
 */
export const hasOpaqueOrigin = (win: Pick<Window, 'origin'> = window): boolean => win.origin === 'null';
