import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The run's Chromium (started by global-setup.ts), connected to afresh: closing what this returns closes
 * this file's connection and its contexts, not the browser the other files use.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
