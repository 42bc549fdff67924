// What the shell loads for /activity: the league's whole feed, as this remote's './Activity'.
export { ActivityPage as default } from './features/activity/components/ActivityPage';
