import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/store/app-store';
import { sampleConfig, sampleItem } from '@/testing/fixtures';
import { usageFields } from './start-telemetry';

describe('usage fields', () => {
  afterEach(() => useAppStore.setState({ item: null }));

  it("name the video's URL without its signature", () => {
    useAppStore.setState({ item: sampleItem({ urlHls: 'https://media.example.test/licao/master.m3u8?exp=1&v=ana&sig=secret' }) });
    const fields = usageFields('play', {}, sampleConfig());
    expect(fields).toMatchObject({ Indicador: 'play', video: 'licao', urlVideo: 'https://media.example.test/licao/master.m3u8' });
    expect(JSON.stringify(fields)).not.toContain('secret');
  });
});
