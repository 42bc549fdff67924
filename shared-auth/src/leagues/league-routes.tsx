import { Route } from 'react-router-dom';
import { RequireAuth } from '../guard/RequireAuth';
import { JOIN_PATH, WELCOME_PATH } from './league-paths';

/**
 * The routes of the pages outside any league (docs/screens/shell.md §2.5), for an app's
 * <Routes>: the guard renders the welcome and join screens by path, without a league's layout.
 */
export const leagueRoutes = (
  <>
    <Route path={WELCOME_PATH} element={<RequireAuth />} />
    <Route path={JOIN_PATH} element={<RequireAuth />} />
  </>
);
