// The Settings screen, which the remote exposes as './Settings'.
export { SettingsPage } from './components/SettingsPage';
