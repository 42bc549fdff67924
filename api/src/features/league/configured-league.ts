import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { leagues, memberships } from '../../db/schema';
import { recordAudit } from '../audit';

/**
 * The league a deployment runs for real (not the demo): created on first start from the
 * settings, with its first commissioners invited by email. Later starts change nothing;
 * further members are invited from Settings. Its teams come later, from the provider.
 * Answers whether it created the league.
 */
export async function ensureConfiguredLeague(db: Queryable, settings: Config['league']): Promise<boolean> {
  if (settings.commissioners.length === 0) return false;
  const [existing] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.isDemo, false)).limit(1);
  if (existing) return false;
  const [league] = await db
    .insert(leagues)
    .values({
      name: settings.name,
      isDemo: false,
      currentSeason: settings.season,
      defaultSeason: settings.season,
      defaultWeek: 1,
    })
    .returning();
  if (!league) throw new Error('The configured league was not created');
  const invited = await db
    .insert(memberships)
    .values(settings.commissioners.map((email) => ({ leagueId: league.id, email, role: 'commissioner' as const })))
    .returning();
  await recordAudit(db, { leagueId: league.id, userId: null }, [
    { action: 'league.create', entity: 'leagues', entityId: league.id, before: null, after: league },
    ...invited.map((row) => ({
      action: 'member.invite',
      entity: 'memberships',
      entityId: row.id,
      before: null,
      after: row,
    })),
  ]);
  return true;
}
