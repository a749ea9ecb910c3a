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

  it('name the item taken down, not none, for what it tells while the next one loads (its QoE), then the next one', () => {
    useAppStore.setState({ item: sampleItem({ id: 'primeira' }) });
    expect(usageFields('play', {}, sampleConfig())).toMatchObject({ video: 'primeira' });
    useAppStore.setState({ item: null });
    expect(usageFields('qoe', {}, sampleConfig())).toMatchObject({ video: 'primeira' });
    useAppStore.setState({ item: sampleItem({ id: 'segunda' }) });
    expect(usageFields('load', {}, sampleConfig())).toMatchObject({ video: 'segunda' });
  });
});
