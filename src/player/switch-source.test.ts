// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepRenditions } from './audio/audio-tracks';
import { chooseRendition, readPlaybackState, switchSource, targetSource } from './switch-source';
import { enabledLabels, fakePlayer, renditions } from './switch-source-test-player';

describe('switchSource', () => {
  it('plays the audio track chosen before on the new source, where VHS enabled its default one', () => {
    const { player, state, load } = fakePlayer(renditions('English'));
    expect(readPlaybackState(player).audioTrack).toBe('English');
    switchSource(player, { src: 'https://media/hls/master.m3u8?sig=2', type: 'application/x-mpegURL' });
    load(renditions('Português'));
    expect(enabledLabels(state.tracks)).toEqual(['English']);
    expect(state.time).toBe(30);

    // A source without a track of that name (an audio-only rendition, with one track of its own) keeps its own.
    switchSource(player, { src: 'https://media/hls/audio/index.m3u8', type: 'application/x-mpegURL' });
    load([{ label: 'default', enabled: true }]);
    expect(enabledLabels(state.tracks)).toEqual(['default']);
  });

  it('a rendition the viewer chooses while the source loads is the one it plays once loaded, not the one before', () => {
    const { player, state, start, fire } = fakePlayer(renditions('Português'));
    switchSource(player, { src: 'https://media/hls/master.m3u8?sig=2', type: 'application/x-mpegURL' });
    // VHS lists the new source's renditions (its default enabled) before its metadata: the menu offers them.
    start(renditions('Português'));
    chooseRendition(player, 'English');
    fire('loadedmetadata');
    expect(enabledLabels(state.tracks)).toEqual(['English']);
  });

  it('a lesson the viewer had started stays started through a paused switch; one never started stays so', () => {
    const { player, state, start, load } = fakePlayer(renditions('English'));
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    start(renditions('Português'));
    expect(state.started).toBe(true);
    // A second switch after the first's start, and one before it.
    switchSource(player, { src: 'https://media/hls/master.m3u8?sig=2', type: 'application/x-mpegURL' });
    switchSource(player, { src: 'https://media/hls/master.m3u8?sig=3', type: 'application/x-mpegURL' });
    load(renditions('English'));
    expect(state).toMatchObject({ started: true, time: 30, paused: true });

    state.started = false;
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    load(renditions('Português'));
    expect(state.started).toBe(false);
  });

  it('a switch that starts while another loads carries over the state before both, and only it restores', () => {
    const { player, state, start, load, fire } = fakePlayer(renditions('English'));
    Object.assign(state, { time: 20, paused: false, shownPlaying: true, rate: 1.5 });
    switchSource(player, { src: 'https://media/hls/audio/index.m3u8?track=en', type: 'application/x-mpegURL' });
    // The first source starts: at 0, paused, on its default rendition; a second switch starts before its metadata.
    start(renditions('Português'));
    expect(readPlaybackState(player)).toEqual({ time: 20, rate: 1.5, paused: false, audioTrack: 'English' });
    expect(targetSource(player)).toBe('https://media/hls/audio/index.m3u8?track=en');
    switchSource(player, { src: 'https://media/audio.mp3', type: 'audio/mpeg' });
    expect(targetSource(player)).toBe('https://media/audio.mp3');
    // The first source's metadata, had it come before the second was set, restores nothing.
    fire('loadedmetadata');
    expect(state).toMatchObject({ time: 0, paused: true, plays: 0 });
    load(renditions('Português'));
    expect(state).toMatchObject({ time: 20, paused: false, rate: 1.5, plays: 1 });
    expect(enabledLabels(state.tracks)).toEqual(['English']);
    // Restored: the player's own state counts again.
    state.time = 21;
    expect(readPlaybackState(player).time).toBe(21);
    expect(targetSource(player)).toBe('https://media/audio.mp3');
  });

  it('while a switch loads in audio mode, the audio track is the viewer’s latest choice among the kept renditions', () => {
    const { player, state, start, load } = fakePlayer(renditions('Português'));
    Object.assign(state, { time: 20, paused: false });
    const kept = { tracks: renditions('English').map((track) => ({ ...track, language: '', kind: '' })), mediaGroups: {} };
    keepRenditions(player, kept);
    switchSource(player, { src: 'https://media/hls/audio/index.m3u8?track=en', type: 'application/x-mpegURL' });
    start([]);
    for (const track of kept.tracks) track.enabled = track.label === 'Português';
    expect(readPlaybackState(player)).toMatchObject({ time: 20, paused: false, audioTrack: 'Português' });
    keepRenditions(player, null);
    load([]);
  });

  it('a live source plays again as it starts (VHS loads nothing of it before play), from its live edge', () => {
    const { player, state, start } = fakePlayer(renditions('Português'));
    Object.assign(state, { time: 95, paused: false, shownPlaying: true });
    (player as unknown as { duration: () => number }).duration = () => Infinity;
    switchSource(player, { src: 'https://media/live/master.m3u8?sig=2', type: 'application/x-mpegURL' });
    // The new source starts; no metadata comes before it plays. It was asked to play, not to seek to 95 s.
    start(renditions('Português'));
    expect(state).toMatchObject({ plays: 1, time: 0 });
    // Restored: the player's own state counts again, not the switch's.
    expect(readPlaybackState(player).time).toBe(0);
  });
});
