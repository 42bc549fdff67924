import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseChromium, DEBIAN_CHROMIUM } from './prerequisites.mjs';

describe('Chromium for the end-to-end tests', () => {
  const machine = { path: DEBIAN_CHROMIUM, exists: false, root: true, apt: true };

  it('uses the browser that is there', () => {
    assert.equal(chooseChromium({ ...machine, exists: true }), 'ready');
    assert.equal(chooseChromium({ ...machine, exists: true, root: false, apt: false }), 'ready');
  });

  it("installs Debian's chromium only as root with apt, where the package puts it", () => {
    assert.equal(chooseChromium(machine), 'install');
    assert.equal(chooseChromium({ ...machine, root: false }), 'missing');
    assert.equal(chooseChromium({ ...machine, apt: false }), 'missing');
    // Another CHROMIUM_PATH would still be missing after installing Debian's package.
    assert.equal(chooseChromium({ ...machine, path: '/opt/chrome/chrome' }), 'missing');
  });
});
