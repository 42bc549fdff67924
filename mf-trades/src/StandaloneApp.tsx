// The routes of mf-trades when it runs alone: its own screens behind the sign-in guard.
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage, RequireAuth, leagueRoutes } from 'shared-auth';
import TradeCenterPage from './export-app';

export function StandaloneApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {leagueRoutes}
      <Route
        path="/trades"
        element={
          <RequireAuth>
            <TradeCenterPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to="/trades" replace />} />
    </Routes>
  );
}
