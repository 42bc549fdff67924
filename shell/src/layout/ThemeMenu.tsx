// The Appearance group's Theme menu. The choice applies to the whole site, remotes included
// (they share shared-ui's theme), and is kept under the local key 'theme'.
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  isThemeName,
  themeNames,
  themes,
  useTheme,
} from 'shared-ui';

export function ThemeMenu() {
  const { themeName, setThemeName } = useTheme();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={`Theme: ${themes[themeName].label}`}>
          Theme: {themes[themeName].label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label="Theme" align="start">
        <DropdownMenuRadioGroup value={themeName} onValueChange={(value) => isThemeName(value) && setThemeName(value)}>
          {themeNames.map((name) => (
            <DropdownMenuRadioItem key={name} value={name}>
              {name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
