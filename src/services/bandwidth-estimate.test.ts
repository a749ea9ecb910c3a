import { describe, expect, it } from 'vitest';
import { estimateBandwidth, initialVhsBandwidth, VHS_DEFAULT_BANDWIDTH, vhsStartingBandwidth } from './bandwidth-estimate';

const nav = (connection?: object): Navigator => ({ connection }) as unknown as Navigator;

describe('bandwidth estimate', () => {
  it('is downlink × 1024 / 8, and 0 where unsupported', () => {
    expect(estimateBandwidth(nav({ downlink: 10 }))).toBe(1280);
    expect(estimateBandwidth(nav())).toBe(0);
    expect(estimateBandwidth(nav({ downlink: 'fast' }))).toBe(0);
  });

  it('leaves VHS its default when the browser does not say', () => {
    expect(initialVhsBandwidth(nav({ downlink: 1 }))).toBe(1024 * 1024);
    expect(initialVhsBandwidth(nav())).toBeUndefined();
  });
});

describe('the bandwidth VHS starts from', () => {
  it('is the same estimate, else VHS default', () => {
    expect(vhsStartingBandwidth(nav({ downlink: 1.6 }))).toBe(initialVhsBandwidth(nav({ downlink: 1.6 })));
    expect(vhsStartingBandwidth(nav())).toBe(VHS_DEFAULT_BANDWIDTH);
  });
});
