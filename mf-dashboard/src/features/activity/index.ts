// The league's activity (docs/screens/activity.md): Home's 'Recent activity' panel and the Activity page.
export { RecentActivity } from './components/RecentActivity';
export { ActivityPage } from './components/ActivityPage';
