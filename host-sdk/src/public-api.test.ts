// The script-tag global, as `/// <reference types="@sphere/host-sdk/global" />` gives it to integrators.
import type {} from '../types/global';
import { describe, expectTypeOf, it } from 'vitest';
import * as sdk from './index';
import type { Chapter, EventMap, LoadErrorCode, QualityChange, ReadyData, TextTrackInfo } from './protocol';

// The public API as integrators type it: checked by tsc (npm test's typecheck), and run as a test.
describe('the public API types', () => {
  it('types embed, Player and its methods', () => {
    expectTypeOf(sdk.embed).returns.toEqualTypeOf<sdk.Player>();
    expectTypeOf<ConstructorParameters<typeof sdk.Player>[0]>().toEqualTypeOf<HTMLIFrameElement | HTMLElement | string>();
    const player = {} as sdk.Player;
    expectTypeOf(player.ready).returns.toEqualTypeOf<Promise<ReadyData>>();
    expectTypeOf(player.getTextTracks).returns.toEqualTypeOf<Promise<TextTrackInfo[]>>();
    expectTypeOf(player.enableTextTrack).parameter(0).toEqualTypeOf<string | null>();
    expectTypeOf(player.getChapters).returns.toEqualTypeOf<Promise<Chapter[]>>();
    expectTypeOf(player.getQuality).returns.toEqualTypeOf<Promise<QualityChange>>();
    expectTypeOf(player.loadVideo).parameter(0).toBeString();
    expectTypeOf(player.off<'play'>)
      .parameter(1)
      .toEqualTypeOf<((data: EventMap['play']) => void) | undefined>();
  });

  it('types the events the host hears', () => {
    expectTypeOf<EventMap['error']['code']>().toEqualTypeOf<LoadErrorCode>();
    expectTypeOf<EventMap['qualitychange']>().toEqualTypeOf<QualityChange>();
    expectTypeOf<EventMap['fullscreenchange']>().toEqualTypeOf<{ fullscreen: boolean }>();
  });

  it('types window.SpherePlayer for script-tag users', () => {
    expectTypeOf<Window['SpherePlayer']['embed']>().toEqualTypeOf<typeof sdk.embed>();
    expectTypeOf<Window['SpherePlayer']['Player']>().toEqualTypeOf<typeof sdk.Player>();
  });
});
