// The routes of mf-players when it runs alone: its own screens behind the sign-in guard.
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage, RequireAuth, leagueRoutes } from 'shared-auth';
import PlayersPage from './export-app';

export function StandaloneApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {leagueRoutes}
      <Route
        path="/players"
        element={
          <RequireAuth>
            <PlayersPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to="/players" replace />} />
    </Routes>
  );
}
