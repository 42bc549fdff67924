import { randomBytes, randomUUID } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationSettings } from '../../config';
import { memberOf } from '../../plugins/access';
import { route } from '../../plugins/endpoint-route';
import { createTokenCipher, decodeTokenKey, loadTokenKey, type TokenCipher } from '../provider';
import { notificationMessages } from '../../db/schema';
import { createSmtpMailer, type Mailer } from './email';
import { NAME_OF_KIND } from './notification-kinds';
import { readPreferences, savePreferences } from './preferences-repository';
import type { SenderOptions } from './sender';
import { createUnsubscribeTokens } from './unsubscribe-token';
import { startNotificationWorker } from './worker';
import { checkWebhookUrl, hintOf, WebhookAddressError } from './webhook/webhook-address';
import { LEAGUE_WEBHOOK } from './webhook/webhook-dispatcher';
import { deleteWebhook, readWebhook, saveWebhook } from './webhook/webhook-repository';
import { WEBHOOK_TIMEOUT_MS } from './webhook/webhook-sender';
import { notificationEndpoints } from 'shared-contracts/notifications';

export type NotificationFeatureOptions = {
  settings: NotificationSettings;
  now: () => Date;
  /** Stands in for the SMTP mailer (tests); the worker then runs as with SMTP_URL. */
  mailer?: Mailer;
  sender?: SenderOptions;
};

/** Without settings (most tests): no email, no worker; the preferences and the webhook's calls still work. */
export const UNCONFIGURED_NOTIFICATIONS: NotificationSettings = {
  smtpUrl: null,
  from: 'Fantasy League <notifications@localhost>',
  siteUrl: 'http://localhost:3000',
  tokenKey: null,
  tokenKeyFile: '',
  intervalSeconds: 0,
  webhook: { httpsOnly: false, allowPrivate: false, key: null, keyFile: '' },
};

/**
 * The key that seals the leagues' webhook addresses: WEBHOOK_KEY, or in development one kept in
 * a file (the Yahoo token key's way), or with neither (tests) a fresh one for this process.
 * In production without WEBHOOK_KEY, none: no webhook can be set or sent.
 */
async function webhookCipherOf(settings: NotificationSettings['webhook']): Promise<TokenCipher | null> {
  if (settings.key) return createTokenCipher(decodeTokenKey(settings.key, 'WEBHOOK_KEY'));
  if (settings.httpsOnly) return null;
  if (!settings.keyFile) return createTokenCipher(randomBytes(32));
  return createTokenCipher(await loadTokenKey({ tokenKey: null, keyFile: settings.keyFile, setting: 'WEBHOOK_KEY' }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The unsubscribe link's answer: a page a person reads, not JSON. */
function page(title: string, sentence: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(sentence)}</p></main></body></html>`;
}

/**
 * /api/notifications: a member's own choices of what they are emailed in the active league,
 * the emails' unsubscribe link (public: its signed token is the permission), the league's
 * webhook (commissioner), and the worker that sends email when SMTP_URL is set and webhooks
 * when their key is (docs/notifications.md §1, §4).
 */
const notificationRoutes: FastifyPluginAsyncZod<NotificationFeatureOptions> = async (app, options) => {
  const { settings } = options;
  // The unsubscribe links' key: the configured one, or with SMTP and none configured (development:
  // production refuses that, config.ts) one kept in a file, the Yahoo token key's way. Without
  // either, no email is sent, and every link is refused as not this server's.
  const key =
    settings.tokenKey || (settings.smtpUrl && settings.tokenKeyFile)
      ? await loadTokenKey({ tokenKey: settings.tokenKey, keyFile: settings.tokenKeyFile, setting: 'NOTIFY_TOKEN_KEY' })
      : null;
  const tokens = key ? createUnsubscribeTokens(key) : null;
  const mailer =
    options.mailer ??
    (settings.smtpUrl && tokens ? createSmtpMailer({ ...settings, smtpUrl: settings.smtpUrl }, tokens) : null);
  const emailConfigured = mailer !== null;
  const webhookCipher = await webhookCipherOf(settings.webhook);
  const webhookRules = { httpsOnly: settings.webhook.httpsOnly, allowPrivate: settings.webhook.allowPrivate };

  route(app, notificationEndpoints.getNotificationPreferences, async (request) => {
    const member = memberOf(request);
    return { emailConfigured, preferences: await readPreferences(app.db, member.leagueId, member.userId) };
  });

  route(app, notificationEndpoints.setNotificationPreferences, async (request) => {
    const member = memberOf(request);
    await savePreferences(app.db, member.leagueId, member.userId, request.body.preferences);
    return { emailConfigured, preferences: await readPreferences(app.db, member.leagueId, member.userId) };
  });

  route(app, notificationEndpoints.unsubscribe, async (request, reply) => {
    const subject = tokens?.verify(request.query.token) ?? null;
    if (!subject)
      throw httpErrors.badRequest(
        'This unsubscribe link is not valid: it may have been cut short or changed. Open it from the email as it is, or choose your emails in Settings.',
      );
    // The member may have left the league since: their choice is kept all the same, and read by nothing.
    await savePreferences(app.db, subject.leagueId, subject.userId, [{ kind: subject.kind, delivery: 'none' }]).catch(
      (error: unknown) => {
        // A league or user deleted since: nothing is left to email, which is what the link asked.
        if ((error as { code?: unknown }).code !== '23503') throw error;
      },
    );
    reply.type('text/html; charset=utf-8');
    return page(
      'Unsubscribed',
      `You will no longer get emails about ${NAME_OF_KIND[subject.kind]} from this league. You can turn them on again in Settings.`,
    );
  });

  route(app, notificationEndpoints.getWebhook, async (request) => readWebhook(app.db, memberOf(request).leagueId));

  route(app, notificationEndpoints.setWebhook, async (request) => {
    const member = memberOf(request);
    if (!webhookCipher)
      throw httpErrors.badRequest(
        'This server cannot keep webhook addresses: WEBHOOK_KEY is not set (docs/settings.md).',
      );
    let url: URL;
    try {
      url = await checkWebhookUrl(request.body.url, webhookRules);
    } catch (error) {
      if (error instanceof WebhookAddressError) throw httpErrors.badRequest(error.message);
      throw error;
    }
    await saveWebhook(app.db, member.leagueId, {
      sealedUrl: webhookCipher.encrypt(url.href),
      hint: hintOf(url),
      updatedBy: member.userId,
    });
    return readWebhook(app.db, member.leagueId);
  });

  route(app, notificationEndpoints.deleteWebhook, async (request) => {
    const member = memberOf(request);
    await deleteWebhook(app.db, member.leagueId);
    return readWebhook(app.db, member.leagueId);
  });

  route(app, notificationEndpoints.testWebhook, async (request) => {
    const member = memberOf(request);
    const webhook = await readWebhook(app.db, member.leagueId);
    if (!webhook.configured) throw httpErrors.notFound('The league has no webhook: set its address first.');
    // Straight into the outbox: the sender delivers it as it does every message, and logs it.
    await app.db.insert(notificationMessages).values({
      key: `test:${randomUUID()}:league:${member.leagueId}:webhook`,
      channel: 'webhook',
      kind: 'test',
      leagueId: member.leagueId,
      userId: member.userId,
      recipient: LEAGUE_WEBHOOK,
      subject: '',
      body: 'A test message from Fantasy League: this webhook works.',
    });
    return webhook;
  });

  const webhooks = webhookCipher ? { cipher: webhookCipher, rules: webhookRules, timeoutMs: WEBHOOK_TIMEOUT_MS } : null;
  if ((mailer || webhooks) && settings.intervalSeconds > 0)
    startNotificationWorker(app, {
      mailer,
      webhooks,
      intervalMs: settings.intervalSeconds * 1000,
      now: options.now,
      ...(options.sender ? { sender: options.sender } : {}),
    });
};

export default notificationRoutes;
