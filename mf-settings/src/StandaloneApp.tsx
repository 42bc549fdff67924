// The routes of mf-settings when it runs alone: its own screens behind the sign-in guard.
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage, RequireAuth, leagueRoutes } from 'shared-auth';
import SettingsPage from './export-app';

export function StandaloneApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {leagueRoutes}
      <Route
        path="/settings"
        element={
          <RequireAuth>
            <SettingsPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to="/settings" replace />} />
    </Routes>
  );
}
