import { describe, expect, it } from 'vitest';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { featureAvailability, NO_FEATURES, usesMp3 } from './feature-availability';

describe('featureAvailability', () => {
  it('offers every feature when the flags are on and the video is in both guid lists', () => {
    const captions = [{ src: 'https://api.example/c.pt.vtt', srclang: 'pt', label: 'Português', default: false }];
    expect(featureAvailability(sampleConfig(), sampleItem({ legendas: captions }))).toEqual({
      like: true,
      sphereAi: true,
      chat: true,
      summary: true,
      transcript: true,
      audioMode: true,
    });
  });

  it('hides each feature when its flag is off', () => {
    const off = featureAvailability(
      sampleConfig({ USAR_CHAT_AI: 'N', USAR_CHAT: 'N', DOWNLOAD: 'n', RESUMO: 'sim' }),
      sampleItem(),
    );
    expect(off).toMatchObject({ sphereAi: false, chat: false, summary: false, like: true });
  });

  it('offers the assistant and the chat only to videos in their guid lists', () => {
    const other = featureAvailability(sampleConfig(), sampleItem({ id: 'outro' }));
    expect(other).toMatchObject({ sphereAi: false, chat: false });
  });

  it('offers the transcript only when the item has captions', () => {
    expect(featureAvailability(sampleConfig(), sampleItem({ legendas: [] })).transcript).toBe(false);
  });

  it('offers no chat without a chat page URL', () => {
    expect(featureAvailability(sampleConfig({ CHAT_URL: '' }), sampleItem()).chat).toBe(false);
  });

  it('offers neither summary nor audio mode on a live stream', () => {
    const live = featureAvailability(sampleConfig(), sampleItem({ aoVivo: true }));
    expect(live).toMatchObject({ summary: false, audioMode: false });
  });

  it('offers nothing before the item and the config are known', () => {
    expect(featureAvailability(null, sampleItem())).toBe(NO_FEATURES);
    expect(featureAvailability(sampleConfig(), null)).toBe(NO_FEATURES);
  });

  it('plays the MP3 in audio mode only when EXISTE_AUDIOMP3 and the item has one', () => {
    expect(usesMp3(sampleConfig(), sampleItem())).toBe(true);
    expect(usesMp3(sampleConfig({ EXISTE_AUDIOMP3: 'N' }), sampleItem())).toBe(false);
    expect(usesMp3(sampleConfig(), sampleItem({ urlMp3: null }))).toBe(false);
  });
});
