// What the shell loads for /settings: the Settings screen, as this remote's './Settings'.
export { SettingsPage as default } from './pages/SettingsPage';
