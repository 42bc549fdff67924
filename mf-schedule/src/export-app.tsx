// What the shell loads for /schedule: the Schedule screen, as this remote's './Schedule'.
export { SchedulePage as default } from './features/schedule/components/SchedulePage';
