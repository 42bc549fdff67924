// Tabs on Radix: arrow keys move between triggers, the panel follows. No first view has tabs,
// so Radix's (RadixTabs.tsx) load when the first tabs are drawn; until then, for the moment
// that takes, nothing is drawn in their place.
import type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { deferredModule } from '../deferred/deferred-module';

const radixTabs = deferredModule(() => import('./RadixTabs'));

/** Loads Radix's tabs ahead of their first use (the tests). */
export const loadTabs = () => radixTabs.load();

type RadixTabs = Awaited<ReturnType<typeof radixTabs.load>>;

export function Tabs(props: TabsProps) {
  const radix = radixTabs.useLoaded(true);
  return radix ? <radix.Tabs {...props} /> : null;
}

/** Parts drawn inside <Tabs>, so Radix has loaded by then. */
function insideTabs<P extends object>(pick: (radix: RadixTabs) => ComponentType<P>) {
  return function InsideTabs(props: P) {
    const radix = radixTabs.useLoaded();
    if (!radix) return null;
    const Part = pick(radix);
    return <Part {...props} />;
  };
}

export const TabsList = insideTabs<TabsListProps>((radix) => radix.TabsList);
export const TabsTrigger = insideTabs<TabsTriggerProps>((radix) => radix.TabsTrigger);
export const TabsContent = insideTabs<TabsContentProps>((radix) => radix.TabsContent);
