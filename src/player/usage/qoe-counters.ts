/** Quality of experience for one view: startup, rebuffering, rendition switches, dropped frames, fatal errors. Pure. */

export interface QoeReport {
  startupMs: number | null;
  rebufferCount: number;
  rebufferMs: number;
  /** Time stalled over time watched plus stalled, 0–1. */
  rebufferRatio: number;
  renditionSwitches: number;
  droppedFrames: number;
  fatalErrors: number;
}

export class QoeCounters {
  private startupMs: number | null = null;
  private started = false;
  private stallStart: number | null = null;
  private rebufferCount = 0;
  private rebufferMs = 0;
  private playingSince: number | null = null;
  private playedMs = 0;
  private renditionSwitches = 0;
  private fatalErrors = 0;

  loaded(startupMs: number): void {
    this.startupMs ??= Math.round(startupMs);
  }

  /** Playback runs (after start or after a stall). */
  playing(now: number): void {
    this.started = true;
    if (this.stallStart !== null) {
      this.rebufferMs += now - this.stallStart;
      this.stallStart = null;
    }
    this.playingSince ??= now;
  }

  /** Playback waits for data; before the first start it is startup, not rebuffering. */
  waiting(now: number, seeking: boolean): void {
    this.stopped(now);
    if (!this.started || seeking || this.stallStart !== null) return;
    this.rebufferCount++;
    this.stallStart = now;
  }

  /** Paused or ended: neither watching nor stalled. */
  stopped(now: number): void {
    if (this.playingSince !== null) this.playedMs += now - this.playingSince;
    this.playingSince = null;
  }

  switched(): void {
    this.renditionSwitches++;
  }

  failed(): void {
    this.fatalErrors++;
  }

  report(now: number, droppedFrames: number): QoeReport {
    const stalled = this.rebufferMs + (this.stallStart !== null ? now - this.stallStart : 0);
    const watched = this.playedMs + (this.playingSince !== null ? now - this.playingSince : 0);
    return {
      startupMs: this.startupMs,
      rebufferCount: this.rebufferCount,
      rebufferMs: Math.round(stalled),
      rebufferRatio: watched + stalled > 0 ? Math.round((stalled / (watched + stalled)) * 1000) / 1000 : 0,
      renditionSwitches: this.renditionSwitches,
      droppedFrames,
      fatalErrors: this.fatalErrors,
    };
  }
}
