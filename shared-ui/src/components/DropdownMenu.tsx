// A menu opened from a button (the theme menu), on Radix DropdownMenu: arrows move between
// items, Enter chooses, Escape closes and focus returns to the button.
//
// Radix's menu (RadixDropdownMenu.tsx) loads the first time a menu is opened, or while the page
// is idle. Until then the trigger is drawn here with the same ARIA, and opens on the same
// pointer press and keys as Radix's; the menu then opens as Radix draws it, and keys pressed
// while it arrived are handed to it (kept-keys.ts).
import { Slot } from '@radix-ui/react-slot';
import type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuProps,
  DropdownMenuRadioItemProps,
  DropdownMenuTriggerProps,
} from '@radix-ui/react-dropdown-menu';
import { createContext, useContext, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import { deferredModule } from '../deferred/deferred-module';
import { useDeferredPopup } from '../deferred/use-deferred-popup';

const radixMenu = deferredModule(() => import('./RadixDropdownMenu'));

/** Loads Radix's menu ahead of its first use (the tests, the shell's idle preload). */
export const loadDropdownMenu = () => radixMenu.load();

type RadixMenu = Awaited<ReturnType<typeof radixMenu.load>>;

const OpenMenu = createContext<((byKey: boolean) => void) | null>(null);

/** The keys that open a closed Radix DropdownMenu from its trigger. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown']);

export function DropdownMenu({ open, defaultOpen, onOpenChange, ...props }: DropdownMenuProps) {
  const { part: radix, wanted, open: openPart } = useDeferredPopup(radixMenu, 'menu');
  if (radix) {
    return (
      <radix.DropdownMenu
        {...props}
        open={open}
        onOpenChange={onOpenChange}
        defaultOpen={open === undefined ? defaultOpen || wanted : undefined}
      />
    );
  }
  // Opened by a key, Radix's menu starts on its first item: Home takes it there once it is open.
  const openMenu = (byKey: boolean) => {
    if (wanted) return;
    openPart(byKey ? ['Home'] : []);
    onOpenChange?.(true);
  };
  return <OpenMenu.Provider value={openMenu}>{props.children}</OpenMenu.Provider>;
}

export function DropdownMenuTrigger({ asChild = false, onPointerDown, onKeyDown, ...props }: DropdownMenuTriggerProps) {
  const radix = radixMenu.useLoaded();
  const openMenu = useContext(OpenMenu);
  if (radix)
    return (
      <radix.DropdownMenuTrigger asChild={asChild} onPointerDown={onPointerDown} onKeyDown={onKeyDown} {...props} />
    );
  const Button = asChild ? Slot : 'button';
  return (
    <Button
      {...(asChild ? {} : { type: 'button' as const })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) openMenu?.(false);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || !OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        openMenu?.(true);
      }}
    />
  );
}

/** Parts drawn inside an open menu, so Radix has always loaded by then. */
function insideMenu<P extends object>(pick: (radix: RadixMenu) => ComponentType<P>) {
  return function InsideMenu(props: P) {
    const radix = radixMenu.useLoaded();
    if (!radix) return null;
    const Part = pick(radix);
    return <Part {...props} />;
  };
}

export const DropdownMenuContent = insideMenu<DropdownMenuContentProps>((radix) => radix.DropdownMenuContent);
export const DropdownMenuGroup = insideMenu<ComponentPropsWithoutRef<'div'>>((radix) => radix.DropdownMenuGroup);
export const DropdownMenuRadioGroup = insideMenu<
  ComponentPropsWithoutRef<'div'> & { value?: string; onValueChange?: (value: string) => void }
>((radix) => radix.DropdownMenuRadioGroup);
export const DropdownMenuRadioItem = insideMenu<DropdownMenuRadioItemProps>((radix) => radix.DropdownMenuRadioItem);
export const DropdownMenuItem = insideMenu<DropdownMenuItemProps>((radix) => radix.DropdownMenuItem);
export const DropdownMenuLabel = insideMenu<ComponentPropsWithoutRef<'div'>>((radix) => radix.DropdownMenuLabel);
export const DropdownMenuSeparator = insideMenu<ComponentPropsWithoutRef<'div'>>(
  (radix) => radix.DropdownMenuSeparator,
);
