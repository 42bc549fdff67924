// The routes of mf-schedule when it runs alone: its own screens behind the sign-in guard.
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage, RequireAuth, leagueRoutes } from 'shared-auth';
import SchedulePage from './export-app';

export function StandaloneApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {leagueRoutes}
      <Route
        path="/schedule"
        element={
          <RequireAuth>
            <SchedulePage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to="/schedule" replace />} />
    </Routes>
  );
}
