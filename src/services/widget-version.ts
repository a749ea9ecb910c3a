/** The widget's version (package.json's), sent to the host in 'ready' beside the protocol version. */
export const WIDGET_VERSION = '0.2.0';
