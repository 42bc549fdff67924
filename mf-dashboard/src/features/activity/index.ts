// The league's activity (docs/screens/activity.md): what Home's page uses of it, the Recent
// activity panel. The Activity page is its own exposed module (export-activity.tsx), so Home,
// every member's first view, carries none of the page's code.
export { RecentActivity } from './components/RecentActivity';
