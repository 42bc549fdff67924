// The league's default season and week: what the dashboard opens on.
import { useAuth } from 'shared-auth';
import { Card, CardContent, CardHeader, CardTitle } from 'shared-ui';

export function LeagueDefaultsCard() {
  const { league } = useAuth();
  return (
    <Card>
      <CardHeader>
        <CardTitle>League defaults</CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          <dt>Default season</dt>
          <dd>{league?.defaultSeason ?? '—'}</dd>
          <dt>Default week</dt>
          <dd>{league ? `Week ${league.defaultWeek}` : '—'}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
