import { loadDialog } from '../components/Dialog';
import { loadDropdownMenu } from '../components/DropdownMenu';
import { loadSelect } from '../components/Select';
import { loadTabs } from '../components/Tabs';
import { loadToaster } from '../toast/Toaster';

/**
 * Loads every Radix part that a page otherwise loads on first use. Unit tests call it before
 * they run (the workspace's jest set-up), so a component under test draws Radix at once.
 */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all([loadDialog(), loadDropdownMenu(), loadSelect(), loadTabs(), loadToaster()]);
}
