// Home (/): the dashboard's panels, with the league's recent activity among them
// (docs/screens/home.md §9). Features meet here, never in one another.
import { RecentActivity } from '../features/activity';
import { HomePage } from '../features/home';

export function Home() {
  return <HomePage extraPanels={<RecentActivity />} />;
}
