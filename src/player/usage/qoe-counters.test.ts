import { describe, expect, it } from 'vitest';
import { emitUsage, onUsage } from '@/services/usage-events';
import { QoeCounters } from './qoe-counters';

describe('QoE counters', () => {
  it('count rebuffering after the start, not the startup wait nor seeks', () => {
    const qoe = new QoeCounters();
    qoe.loaded(850.4);
    qoe.waiting(0, false);
    qoe.playing(1000);
    qoe.waiting(5000, false);
    qoe.playing(6000);
    qoe.waiting(8000, true);
    qoe.playing(8200);
    qoe.switched();
    qoe.switched();
    qoe.stopped(12000);
    expect(qoe.report(12000, 7)).toEqual({
      startupMs: 850,
      rebufferCount: 1,
      rebufferMs: 1000,
      rebufferRatio: 0.093,
      renditionSwitches: 2,
      droppedFrames: 7,
      fatalErrors: 0,
    });
  });
});

describe('usage events', () => {
  it('replay what was told before telemetry listened', () => {
    emitUsage('load', { tempocarga: 900 });
    const heard: string[] = [];
    const stop = onUsage((kind) => heard.push(kind));
    emitUsage('play');
    stop();
    emitUsage('pause');
    expect(heard).toEqual(['load', 'play']);
  });
});
