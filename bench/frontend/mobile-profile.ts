// Lighthouse's own mobile profile, applied to a real Chromium page rather than simulated: the phone's screen
// (a Moto G Power: 412 × 823 at 1.75×, touch, its user agent) and its slow 4G (150 ms round trip, 1.6 Mbps
// down) and 4× slower CPU, read from Lighthouse's constants so that both use the same figures. Applied
// through the DevTools protocol: Network.emulateNetworkConditions delays each request by the round trip
// and shapes its bytes to the throughput, Emulation.setCPUThrottlingRate slows the renderer's main thread.
// Every page is a first visit: a new context (empty cache and storage), service workers blocked unless a
// visit is about them.
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { newContext } from './browser.ts';

const SLOW_4G = throttling.mobileSlow4G;
const SCREEN = screenEmulationMetrics.mobile;
/** The profile's upload (Lighthouse's simulation takes 750 Kbps; its applied mode 0.9 of it). */
const UPLOAD_KBPS = 750;
const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

export const MOBILE = {
  width: SCREEN.width,
  height: SCREEN.height,
  deviceScaleFactor: SCREEN.deviceScaleFactor,
  rttMs: SLOW_4G.rttMs,
  downKbps: SLOW_4G.throughputKbps,
  upKbps: UPLOAD_KBPS,
  cpuSlowdown: SLOW_4G.cpuSlowdownMultiplier,
};

export const describeMobile = (): string =>
  `${MOBILE.width}×${MOBILE.height} at ${MOBILE.deviceScaleFactor}×, touch; ` +
  `${MOBILE.rttMs} ms round trip, ${(MOBILE.downKbps / 1024).toFixed(1)} Mbps down, ` +
  `${MOBILE.upKbps} Kbps up; CPU ${MOBILE.cpuSlowdown}× slower`;

export interface PhoneOptions {
  /** 'all' (the default): network and CPU; 'cpu': the CPU only (the caller slows the link); 'none': neither. */
  throttle?: 'all' | 'cpu' | 'none';
  /** Blocked unless a visit is about the service worker. */
  serviceWorkers?: 'allow' | 'block';
  baseURL?: string;
}

/** A page in a fresh context on the phone's screen, slowed down as `options.throttle` says. */
export async function mobilePage(
  browser: Browser,
  { throttle = 'all', serviceWorkers = 'block', baseURL }: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await newContext(browser, {
    viewport: { width: MOBILE.width, height: MOBILE.height },
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    serviceWorkers,
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle === 'none') return { context, page, cdp };
    if (throttle === 'all') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE.rttMs,
        downloadThroughput: bytesPerSecond(MOBILE.downKbps),
        uploadThroughput: bytesPerSecond(MOBILE.upKbps),
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}
