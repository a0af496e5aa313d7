import { and, eq, inArray } from 'drizzle-orm';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden, notFound, validation } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import { findCompanyById } from '../company/index.js';
import { type UserRow, users } from '../user/index.js';
import { mayAnswerCompanyInbox } from './messaging.access.js';
import {
  contactRefusal,
  EXPLORER_MONTHLY_REACH_OUTS,
  MESSAGING_EXPLORER_LIMIT_MESSAGE,
  monthStartUtc,
  SUBSCRIPTION_REQUIRED_MESSAGE,
} from './messaging.limits.js';
import { findPeople } from './messaging.people.js';
import { countThreadsStartedSince } from './messaging.repository.js';
import { CompanyInboxSettingsBody, CompanyInboxSettingsDto, ContactAvailabilityDto } from './messaging.schemas.js';
import { companyInboxRepliers, companyInboxSettings } from './messaging.table.js';

const tags = ['messaging'];
const config = { auth: 'user' as const };

export async function companyInboxRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;
  const billing = billingDeps(app);

  app.get(
    '/v1/companies/:id/contact-availability',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the caller can start a thread with the company now, and if not why',
        params: IdParams,
        response: { 200: ContactAvailabilityDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const company = await findCompanyById(db, request.params.id);
      if (!company) throw notFound();
      const refusal = contactRefusal(company, user.companyId);
      const plan = await planInForce(billing, user);
      if (plan === 'NONE')
        return { canContact: false, reason: refusal ?? SUBSCRIPTION_REQUIRED_MESSAGE, reachOutsLeft: 0 };
      if (plan !== 'EXPLORER') return { canContact: refusal === null, reason: refusal, reachOutsLeft: null };
      const started = await countThreadsStartedSince(db, user.id, monthStartUtc(clock.now()));
      const left = Math.max(0, EXPLORER_MONTHLY_REACH_OUTS - started);
      const reason = refusal ?? (left === 0 ? MESSAGING_EXPLORER_LIMIT_MESSAGE : null);
      return { canContact: reason === null, reason, reachOutsLeft: left };
    },
  );

  const settingsOf = async (companyId: number, viewer: UserRow): Promise<CompanyInboxSettingsDto> => {
    const [settings] = await db
      .select()
      .from(companyInboxSettings)
      .where(eq(companyInboxSettings.companyId, companyId));
    const replyPolicy = settings?.replyPolicy ?? 'ALL_MEMBERS';
    const chosen =
      replyPolicy === 'ALL_MEMBERS'
        ? []
        : await db
            .select({ userId: companyInboxRepliers.userId })
            .from(companyInboxRepliers)
            .where(eq(companyInboxRepliers.companyId, companyId));
    return {
      companyId,
      replyPolicy,
      repliers: await findPeople(
        db,
        chosen.map((c) => c.userId),
      ),
      viewerCanReply: await mayAnswerCompanyInbox(db, companyId, viewer.id),
    };
  };

  app.get(
    '/v1/companies/:id/inbox-settings',
    {
      config,
      schema: {
        tags,
        summary: "Who may answer the company's inbox (its members)",
        params: IdParams,
        response: { 200: CompanyInboxSettingsDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (user.companyId !== request.params.id) throw forbidden();
      return settingsOf(request.params.id, user);
    },
  );

  app.put(
    '/v1/companies/:id/inbox-settings',
    {
      config,
      schema: {
        tags,
        summary: "Set who may answer the company's inbox (its admins)",
        params: IdParams,
        body: CompanyInboxSettingsBody,
        response: { 200: CompanyInboxSettingsDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const companyId = request.params.id;
      if (user.companyId !== companyId || user.role !== 'COMPANY_ADMIN') throw forbidden();
      const { replyPolicy } = request.body;
      const ids = replyPolicy === 'ALL_MEMBERS' ? [] : [...new Set(request.body.replierUserIds ?? [])];
      if (replyPolicy === 'CHOSEN_MEMBERS') {
        if (ids.length === 0)
          throw validation('replierUserIds', 'Choose at least one member to answer the company inbox.');
        const members = await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.companyId, companyId), eq(users.approvalStatus, 'APPROVED')));
        if (members.length !== ids.length)
          throw validation('replierUserIds', 'Every chosen replier must be a member of your company.');
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(companyInboxSettings)
          .values({ companyId, replyPolicy })
          .onConflictDoUpdate({ target: companyInboxSettings.companyId, set: { replyPolicy } });
        await tx.delete(companyInboxRepliers).where(eq(companyInboxRepliers.companyId, companyId));
        if (ids.length > 0) await tx.insert(companyInboxRepliers).values(ids.map((userId) => ({ companyId, userId })));
      });
      return settingsOf(companyId, user);
    },
  );
}
