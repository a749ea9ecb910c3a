/** The seek preview's thumbnails: a WebVTT track whose cues name a region of a sprite (`sprite.jpg#xywh=x,y,w,h`). */
import { parseWebVtt } from './webvtt';

export interface Thumbnail {
  start: number;
  end: number;
  /** The sprite's absolute URL. */
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The thumbnails of a track's text, image URLs resolved against the track's URL; cues without a region are skipped. */
export function parseThumbnails(source: string, trackUrl: string): Thumbnail[] {
  const thumbnails: Thumbnail[] = [];
  for (const cue of parseWebVtt(source, false)) {
    const [file, fragment] = cue.text.split('#');
    const region = /^xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(fragment ?? '');
    if (!file || !region) continue;
    const [x, y, width, height] = region.slice(1).map(Number) as [number, number, number, number];
    thumbnails.push({ start: cue.start, end: cue.end, url: new URL(file, trackUrl).href, x, y, width, height });
  }
  return thumbnails;
}

/** The thumbnail shown at `seconds`, if any. */
export function thumbnailAt(thumbnails: readonly Thumbnail[], seconds: number): Thumbnail | null {
  return thumbnails.find((thumbnail) => seconds >= thumbnail.start && seconds < thumbnail.end) ?? thumbnails.at(-1) ?? null;
}

/** Fetches and parses a thumbnails track; an unreachable or malformed track gives none (the preview is optional). */
export async function fetchThumbnails(trackUrl: string, signal?: AbortSignal): Promise<Thumbnail[]> {
  try {
    const response = await fetch(trackUrl, { signal });
    return response.ok ? parseThumbnails(await response.text(), trackUrl) : [];
  } catch {
    return [];
  }
}
