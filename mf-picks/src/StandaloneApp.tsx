// The routes of mf-picks when it runs alone: its own screens behind the sign-in guard.
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage, RequireAuth, leagueRoutes } from 'shared-auth';
import DraftPicksPage from './export-app';

export function StandaloneApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {leagueRoutes}
      <Route
        path="/picks"
        element={
          <RequireAuth>
            <DraftPicksPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to="/picks" replace />} />
    </Routes>
  );
}
