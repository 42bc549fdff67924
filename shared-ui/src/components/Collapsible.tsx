// A section that folds (Radix Collapsible): the trigger is a button with aria-expanded and
// aria-controls, the content is removed while closed. It lives here, not in the remote that
// folds its cards, so every app uses the shell's one copy of Radix's internals (primitive,
// presence, ids) that shared-ui's select and menu already bring: a remote with Radix of its
// own would fetch a second copy of them beside the singleton (docs/web.md §8).
export {
  Root as Collapsible,
  Trigger as CollapsibleTrigger,
  Content as CollapsibleContent,
} from '@radix-ui/react-collapsible';
export type { CollapsibleProps, CollapsibleTriggerProps, CollapsibleContentProps } from '@radix-ui/react-collapsible';
