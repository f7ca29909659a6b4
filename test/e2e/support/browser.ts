import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags known to work for Debian's Chromium in containers (shared/STACK.md). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Launches Chromium; when it is missing, the error says how to install it. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install Debian's Chromium with ` +
        '`apt-get update && apt-get install -y chromium`, or point CHROME_PATH at a Chromium/Chrome binary.',
    );
  }
  return chromium.launch({ executablePath, args: chromiumArgs });
}
