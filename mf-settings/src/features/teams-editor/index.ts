// What the team editor offers mf-settings: its card (commissioner only).
export { TeamsEditorCard } from './components/TeamsEditorCard';
