// Dragging by keyboard with dnd-kit: Space on a focused handle picks the item up, and the
// keyboard sensor starts listening for the moving keys in a timer after the pick-up. A key sent
// in the same instant (no person is that quick) would be lost, so a test waits for a timer
// queued after the sensor's own before it presses an arrow key.
import type { Page } from '@playwright/test';

export async function untilKeyboardSensorListens(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
