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
export { Badge } from './components/Badge';
export type { BadgeProps, BadgeVariant } from './components/Badge';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
export { Input, Label } from './components/Input';
export { Table, TableHeader, TableBody, TableRow, TableHead, TableCell } from './components/Table';
export { ErrorCard } from './components/ErrorCard';
export type { ErrorCardProps } from './components/ErrorCard';
export { Select } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
} from './components/Dialog';
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
