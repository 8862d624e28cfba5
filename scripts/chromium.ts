/**
 * Debian's Chromium as the journeys and bench:web start it: headless, with nothing of its own
 * running beside the page under test on the machine's two cores.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // From Chromium 155 each new headless window loads the address bar's drop-down as a page of
  // its own: about a second of CPU per browser context, taken from the page being measured or
  // driven. A phone's browser does nothing of the kind.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
