// The shared look of every web app: themes, global styles and accessible primitives.
export { themeNames, themes, textPairs, nonTextPairs, isThemeName, DEFAULT_THEME } from './theme/tokens';
export type { Theme, ThemeColors, ThemeName } from './theme/tokens';
export { contrastRatio } from './theme/contrast';
export { ThemeProvider, useTheme, readStoredThemeName, THEME_STORAGE_KEY } from './theme/ThemeProvider';
export type { ThemeContextValue } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';

export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/Card';
export { PageHeading } from './components/PageHeading';
export { VisuallyHidden, visuallyHidden } from './components/VisuallyHidden';
export { Badge } from './components/Badge';
export type { BadgeProps, BadgeVariant } from './components/Badge';
export { Skeleton } from './components/Skeleton';
export { ScreenSkeleton } from './components/ScreenSkeleton';
export type { ScreenSkeletonProps } from './components/ScreenSkeleton';
export type { SkeletonProps } from './components/Skeleton';
export { Input, Label } from './components/Input';
export { Table, TableHeader, TableBody, TableRow, TableHead, TableCell } from './components/Table';
export { ErrorCard } from './components/ErrorCard';
export type { ErrorCardProps } from './components/ErrorCard';
export { QueryState, QueryLoading, QueryError, QueryEmpty, RETRY_TEXT } from './components/QueryState';
export type { QueryLike, QueryStateProps, QueryLoadingProps, QueryErrorProps } from './components/QueryState';
export { Select, numberOptions } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { LockToggle } from './components/LockToggle';
export type { LockToggleProps } from './components/LockToggle';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
export { Collapsible, CollapsibleTrigger, CollapsibleContent } from './components/Collapsible';
export type { CollapsibleProps, CollapsibleTriggerProps, CollapsibleContentProps } from './components/Collapsible';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DrawerContent,
  SheetContent,
} from './components/Dialog';
export type { DialogProps, DialogContentProps, DrawerContentProps, SheetContentProps } from './components/Dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from './components/DropdownMenu';

export { formatPoints } from './team/team-format';
export { TeamBadge, BADGE_LETTERS } from './team/TeamBadge';
export type { TeamBadgeProps } from './team/TeamBadge';
export { OwnTeamMark, OWN_TEAM_MARK, ownTeamAttributes } from './team/OwnTeam';

export { Toaster } from './toast/Toaster';
export { useToast, toast, dismiss } from './toast/useToast';
export type { UseToastResult } from './toast/useToast';
export {
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_REMOVE_DELAY_MS,
  resetToasts,
  getToasts,
} from './toast/toast-store';
export type { ToastInput, ToastItem, ToastVariant } from './toast/toast-store';

export { BrowserDataRouter, MemoryDataRouter } from './navigation/DataRouter';
export { UnsavedChangesGuard, LEAVE_TITLE } from './navigation/UnsavedChangesGuard';
export type { UnsavedChangesGuardProps } from './navigation/UnsavedChangesGuard';
export { UnsavedChangesProvider, useConfirmLeave } from './navigation/unsaved-changes';

export {
  useMediaQuery,
  useCompactScreen,
  compactScreen,
  COMPACT_QUERY,
  COMPACT_MAX_WIDTH_PX,
} from './layout/useMediaQuery';

export { useSearchParam, useNumberSearchParam, useTextSearchParam, integerIn } from './url/useSearchParam';
export type { SearchParamOptions } from './url/useSearchParam';

export {
  dragActivation,
  DRAG_TOUCH_DELAY_MS,
  DRAG_MOUSE_DISTANCE_PX,
  DRAG_TOUCH_TOLERANCE_PX,
} from './drag/drag-activation';

export { loadDeferredParts } from './deferred/load-deferred-parts';
