// @vitest-environment happy-dom
// The ES build, the one the widget bundles (the CommonJS one requires xmldom past any alias).
import { parse } from 'mpd-parser/dist/mpd-parser.es.js';
import { describe, expect, it } from 'vitest';
import { DOMParser } from './browser-dom-parser';

const mpd = `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT10S" minBufferTime="PT2S">
  <Period>
    <AdaptationSet mimeType="video/mp4">
      <Representation id="v1" bandwidth="800000" width="640" height="360" codecs="avc1.4d401e">
        <SegmentTemplate media="v1_$Number$.m4s" initialization="v1_init.mp4" duration="2" timescale="1" startNumber="1"/>
      </Representation>
    </AdaptationSet>
  </Period>
</MPD>`;

describe('the DOMParser that replaces xmldom in the browser build', () => {
  it('is the browser’s own parser', () => {
    expect(DOMParser).toBe(globalThis.DOMParser);
  });

  it('lets VHS’s DASH parser read an MPD', () => {
    // vitest.config.ts aliases @xmldom/xmldom to the module under test, as vite.config.ts does.
    const manifest = parse(mpd, { manifestUri: 'https://media.example/stream.mpd' });
    expect(manifest.playlists.map((playlist) => playlist.attributes.BANDWIDTH)).toEqual([800000]);
  });

  it('still rejects what is not an MPD', () => {
    expect(() => parse('<html></html>', { manifestUri: 'https://media.example/x.mpd' })).toThrow();
  });
});
