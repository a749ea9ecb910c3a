import { describe, expect, it } from 'vitest';
import type { VideoJsPlayer } from '@/player/video-js-player';
import {
  audioTrackChoices,
  chooseAudioTrack,
  chosenAudioTrack,
  keepRenditions,
  KEPT_RENDITION_CHOICE,
  KEPT_RENDITIONS_CHANGE,
  selectAudioTrack,
  viewerChoseAudioTrack,
} from './audio-tracks';

const track = (label: string, enabled = false) => ({ label, language: label.slice(0, 2), kind: 'alternative', enabled });

/** A player whose own audio tracks are `own` (a source's), recording the events it hears. */
function fakePlayer(own: ReturnType<typeof track>[]) {
  const heard: string[] = [];
  const player = { audioTracks: () => own, trigger: (name: string) => heard.push(name) } as unknown as VideoJsPlayer;
  return { player, heard };
}

describe('the renditions audio mode keeps', () => {
  it('are the ones offered and chosen among while kept, the player’s own tracks again once let go', () => {
    const { player } = fakePlayer([track('default', true)]);
    expect(chosenAudioTrack(player), 'one track of its own: nothing to choose').toBeUndefined();
    keepRenditions(player, { tracks: [track('Português', true), track('English')], mediaGroups: undefined });
    expect(audioTrackChoices(player).map((kept) => kept.label)).toEqual(['Português', 'English']);
    expect(chosenAudioTrack(player)?.label).toBe('Português');
    keepRenditions(player, null);
    expect(audioTrackChoices(player).map((own) => own.label)).toEqual(['default']);
  });

  it('change their choice on chooseAudioTrack, which the player hears once per real change', () => {
    const { player, heard } = fakePlayer([]);
    keepRenditions(player, { tracks: [track('Português', true), track('English')], mediaGroups: undefined });
    chooseAudioTrack(player, 'English');
    expect(chosenAudioTrack(player)?.label).toBe('English');
    chooseAudioTrack(player, 'English');
    chooseAudioTrack(player, 'Deutsch');
    expect(chosenAudioTrack(player)?.label, 'a name not kept changes nothing').toBe('English');
    expect(heard).toEqual([KEPT_RENDITIONS_CHANGE, KEPT_RENDITION_CHOICE]);
  });

  it('are heard by the player as they are kept and as they go (an audio-mode start keeps the master’s late), once each', () => {
    const { player, heard } = fakePlayer([]);
    const kept = { tracks: [track('Português', true), track('English')], mediaGroups: undefined };
    keepRenditions(player, null);
    expect(heard, 'none to let go').toEqual([]);
    keepRenditions(player, kept);
    keepRenditions(player, kept);
    keepRenditions(player, null);
    expect(heard).toEqual([KEPT_RENDITIONS_CHANGE, KEPT_RENDITIONS_CHANGE]);
  });
});

describe('chooseAudioTrack on the player’s own tracks', () => {
  it('enables the one named and turns the others off', () => {
    const own = [track('Português', true), track('English')];
    const { player, heard } = fakePlayer(own);
    chooseAudioTrack(player, 'English');
    expect(own.map((each) => each.enabled)).toEqual([false, true]);
    expect(heard).toEqual([]);
  });

  it('is the viewer’s choice; the widget’s own (selectAudioTrack) and a name the source lacks are not', () => {
    const own = [track('Português', true), track('English')];
    const { player } = fakePlayer(own);
    selectAudioTrack(player, 'English');
    expect(own.map((each) => each.enabled)).toEqual([false, true]);
    chooseAudioTrack(player, 'Deutsch');
    expect(viewerChoseAudioTrack(player)).toBe(false);
    chooseAudioTrack(player, 'Português');
    expect(viewerChoseAudioTrack(player)).toBe(true);
  });
});
