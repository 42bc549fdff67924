// jsdom lays nothing out: these give the screen a width (for the 768 px layout switch) and
// the scrolling boxes a size (so the virtualised table and cards render their rows).
import { mockMatchMedia } from 'shared-testing';

/** The window is at least 768 px wide (`true`) or narrower. */
export function setWideScreen(wide: boolean): void {
  mockMatchMedia((query) => query.includes('min-width: 768px') && wide);
}

/** Every element measures `width`×`height`, so virtualised lists show a screenful. */
export function giveElementsSize(width = 1200, height = 800): void {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
}
