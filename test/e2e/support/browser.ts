import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags known to work for Debian's Chromium in containers: no sandbox as root, no GPU, no background traffic. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, or the browser CHROME_PATH names: Playwright's own browser builds cannot be downloaded here. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function chromiumMissingMessage(executablePath = chromiumPath()): string | undefined {
  if (fs.existsSync(executablePath)) return undefined;
  return (
    `Chromium not found at ${executablePath}. Install Debian's Chromium with ` +
    '`apt-get update && apt-get install -y chromium`, or point CHROME_PATH at a Chromium/Chrome binary.'
  );
}

/** Launches Chromium for the benchmarks; when it is missing, the error says how to install it. */
export async function launchChromium(): Promise<Browser> {
  const missing = chromiumMissingMessage();
  if (missing) throw new Error(missing);
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}
