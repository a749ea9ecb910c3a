/** Media URLs from the API are signed: their query is a credential that changes on every signing. */

/** The URL without its query (and so without its signature): what names the file itself. */
export const withoutQuery = (url: string): string => url.split('?')[0] ?? url;
