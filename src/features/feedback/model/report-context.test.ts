import { describe, expect, it } from 'vitest';
import { describeReportContext, deviceKindOf, reportPagePath } from './report-context';

describe('reportPagePath', () => {
  it('keeps the path and drops the query and the hash', () => {
    expect(reportPagePath('/planner')).toBe('/planner');
    expect(reportPagePath('/planner?week=2026-11-23&lesson=abc')).toBe('/planner');
    expect(reportPagePath('/help#sync')).toBe('/help');
    expect(reportPagePath('')).toBe('/');
  });

  it('replaces ids with :id', () => {
    expect(reportPagePath('/coverage/3f1b2c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d')).toBe('/coverage/:id');
    expect(reportPagePath('/dev/schools/3F1B2C4D-5E6F-4A1B-8C9D-0E1F2A3B4C5D/members')).toBe(
      '/dev/schools/:id/members',
    );
    expect(reportPagePath('/things/12345')).toBe('/things/:id');
    expect(reportPagePath('/x/aZ09aZ09aZ09aZ09aZ09aZ')).toBe('/x/:id');
    expect(reportPagePath('/analytics/lesson-effectiveness')).toBe(
      '/analytics/lesson-effectiveness',
    );
  });
});

describe('deviceKindOf', () => {
  it('a fine pointer is a desktop at any size', () => {
    expect(deviceKindOf({ coarsePointer: false, widthPx: 1366, heightPx: 900 })).toBe('desktop');
    expect(deviceKindOf({ coarsePointer: false, widthPx: 400, heightPx: 800 })).toBe('desktop');
  });

  it('touch is a phone or a tablet by the shorter side, either way round', () => {
    expect(deviceKindOf({ coarsePointer: true, widthPx: 390, heightPx: 844 })).toBe('phone');
    expect(deviceKindOf({ coarsePointer: true, widthPx: 844, heightPx: 390 })).toBe('phone');
    expect(deviceKindOf({ coarsePointer: true, widthPx: 820, heightPx: 1180 })).toBe('tablet');
    expect(deviceKindOf({ coarsePointer: true, widthPx: 1180, heightPx: 820 })).toBe('tablet');
  });
});

describe('describeReportContext', () => {
  it('names the page, the app version, the device kind and whether it was online, nothing else', () => {
    expect(
      describeReportContext({
        page: '/coverage/3f1b2c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d?class=x',
        appVersion: '0.1.0',
        device: 'tablet',
        online: false,
      }),
    ).toBe('page: /coverage/:id\napp version: 0.1.0\ndevice: tablet\nonline: no');
    expect(
      describeReportContext({
        page: '/planner',
        appVersion: '1.2.3',
        device: 'desktop',
        online: true,
      }),
    ).toBe('page: /planner\napp version: 1.2.3\ndevice: desktop\nonline: yes');
  });
});
