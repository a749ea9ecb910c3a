import { describe, expect, it } from 'vitest';
import { tracksFromMaster } from './fixtures/tracks-from-master';
import { labelTracks, type QualityTrack } from './quality-labels';

const labels = (tracks: QualityTrack[]): string[] => labelTracks(tracks).map((track) => track.label);
let n = 0;
const t = (fields: Omit<QualityTrack, 'id'>): QualityTrack => ({ id: String(n++), ...fields });
const fromMaster = tracksFromMaster;

describe('quality labels', () => {
  it.each([
    [
      'a plain ladder',
      [
        t({ height: 240, width: 426, bandwidth: 1e5 }),
        t({ height: 720, width: 1280, bandwidth: 5e5 }),
        t({ height: 480, width: 854, bandwidth: 2e5 }),
      ],
      ['720p', '480p', '240p'],
    ],
    [
      '2160p as 4K',
      [t({ height: 2160, width: 3840, bandwidth: 2e7 }), t({ height: 1080, width: 1920, bandwidth: 6e6 })],
      ['4K', '1080p'],
    ],
    [
      'ultrawide: height from width',
      [t({ height: 800, width: 1920, bandwidth: 5e6 }), t({ height: 536, width: 1280, bandwidth: 3e6 })],
      ['1080p', '720p'],
    ],
    ['4:3 keeps its height', [t({ height: 480, width: 640, bandwidth: 1e6 })], ['480p']],
    [
      'DCI 4K (4096 × 2160) as 4K, like UHD',
      [
        t({ height: 2160, width: 3840, bandwidth: 1.5e7 }),
        t({ height: 2160, width: 4096, bandwidth: 2e7 }),
        t({ height: 1080, width: 1920, bandwidth: 6e6 }),
      ],
      ['4K', '4K', '1080p'],
    ],
    [
      'DCI 2K (2048 × 1080) as 1080p, a scope picture at that width from its width',
      [t({ height: 1080, width: 2048, bandwidth: 7e6 }), t({ height: 858, width: 2048, bandwidth: 5e6 })],
      ['1152p', '1080p'],
    ],
    ['a 3840-wide scope picture as 4K', [t({ height: 1608, width: 3840, bandwidth: 1.2e7 })], ['4K']],
    [
      'frame rate only when several rates exist',
      [
        t({ height: 1080, width: 1920, frameRate: 60, bandwidth: 8e6 }),
        t({ height: 1080, width: 1920, frameRate: 30, bandwidth: 5e6 }),
        t({ height: 720, width: 1280, frameRate: 59.94, bandwidth: 4e6 }),
      ],
      ['1080p60', '1080p', '720p60'],
    ],
    [
      'no frame rate with one rate',
      [
        t({ height: 1080, width: 1920, frameRate: 60, bandwidth: 8e6 }),
        t({ height: 720, width: 1280, frameRate: 60, bandwidth: 4e6 }),
      ],
      ['1080p', '720p'],
    ],
    [
      'low frame rates are shown too',
      [
        t({ height: 360, width: 640, frameRate: 15, bandwidth: 3e5 }),
        t({ height: 360, width: 640, frameRate: 30, bandwidth: 6e5 }),
      ],
      ['360p', '360p15'],
    ],
    [
      'HDR for PQ and HLG, not SDR',
      [
        t({ height: 2160, width: 3840, hdr: 'PQ', bandwidth: 2e7 }),
        t({ height: 1080, width: 1920, hdr: 'HLG', bandwidth: 8e6 }),
        t({ height: 1080, width: 1920, hdr: 'SDR', bandwidth: 6e6 }),
      ],
      ['4K (HDR)', '1080p (HDR)', '1080p'],
    ],
    [
      '3D for a stereo layout',
      [
        t({ height: 1080, width: 1920, videoLayout: 'CH-STEREO', bandwidth: 9e6 }),
        t({ height: 1080, width: 1920, videoLayout: 'CH-MONO', bandwidth: 6e6 }),
      ],
      ['1080p (3D)', '1080p'],
    ],
    [
      'audio-only in kbits/s, after video',
      [t({ bandwidth: 64000 }), t({ height: 240, width: 426, bandwidth: 2e5 }), t({ bandwidth: 128000 })],
      ['240p', '128 kbits/s', '64 kbits/s'],
    ],
    ['Unknown when nothing is known', [t({})], ['Unknown']],
    [
      'same height: higher bandwidth first',
      [t({ height: 720, width: 1280, bandwidth: 2e6 }), t({ height: 720, width: 1280, bandwidth: 4e6 })],
      ['720p', '720p'],
    ],
  ] as const)('%s', (_name, tracks, expected) => {
    expect(labels([...tracks])).toEqual(expected);
  });

  it('sorts equal heights by bandwidth, highest first', () => {
    const sorted = labelTracks([
      t({ height: 720, width: 1280, bandwidth: 2e6 }),
      t({ height: 720, width: 1280, bandwidth: 4e6 }),
    ]);
    expect(sorted.map((track) => track.bandwidth)).toEqual([4e6, 2e6]);
  });

  it('sorts DCI 4K among the 2160-line pictures by bandwidth, not above them', () => {
    const sorted = labelTracks([
      t({ height: 2160, width: 4096, bandwidth: 1.2e7 }),
      t({ height: 2160, width: 3840, bandwidth: 1.6e7 }),
    ]);
    expect(sorted.map((track) => [track.width, track.displayHeight])).toEqual([
      [3840, 2160],
      [4096, 2160],
    ]);
  });

  it('labels a real-world HDR/3D master playlist (Apple-style)', () => {
    const master = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=2483789,AVERAGE-BANDWIDTH=1762745,CODECS="avc1.640020,mp4a.40.2",RESOLUTION=960x540,FRAME-RATE=60.000,VIDEO-RANGE=SDR
v5/prog_index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=8178017,AVERAGE-BANDWIDTH=6214307,CODECS="avc1.64002a,mp4a.40.2",RESOLUTION=1920x1080,FRAME-RATE=60.000,VIDEO-RANGE=SDR
v9/prog_index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=20985760,AVERAGE-BANDWIDTH=14984016,CODECS="hvc1.2.4.L150.90,mp4a.40.2",RESOLUTION=3840x2160,FRAME-RATE=60.000,VIDEO-RANGE=PQ
v14/prog_index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=1122000,CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=768x432,FRAME-RATE=30.000,VIDEO-RANGE=SDR
v2/prog_index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=12000000,CODECS="mvh1.640028",RESOLUTION=1920x1080,FRAME-RATE=30.000,REQ-VIDEO-LAYOUT="CH-STEREO"
v3d/prog_index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=9000000,CODECS="hvc1.2.4.L123.B0",RESOLUTION=2560x1080,FRAME-RATE=24.000,VIDEO-RANGE=HLG
uw/prog_index.m3u8`;
    expect(labels(fromMaster(master))).toEqual(['4K60 (HDR)', '1440p (HDR)', '1080p (3D)', '1080p60', '540p60', '432p']);
  });

  it('labels the sample lesson master of the reference API', () => {
    const master = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=154000,RESOLUTION=426x240,FRAME-RATE=24.000,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aac"
240p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=284000,RESOLUTION=854x480,FRAME-RATE=24.000,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aac"
480p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=514000,RESOLUTION=1280x720,FRAME-RATE=24.000,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aac"
720p/index.m3u8`;
    expect(labels(fromMaster(master))).toEqual(['720p', '480p', '240p']);
  });
});
