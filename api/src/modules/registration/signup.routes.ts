import { Type } from 'typebox';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { isBusinessEmail } from '../user/index.js';
import { PASSWORD_RULES } from './password-policy.js';
import { announceUserActivated } from './registration.jobs.js';
import { setPassword } from './set-password.service.js';
import {
  EmailQuery,
  EventSignupBody,
  PasswordRuleDto,
  SetPasswordBody,
  SetPasswordResult,
  SignupBody,
  SignupResult,
  VerifyBody,
  VerifyEmailResult,
} from './signup.schemas.js';
import { identityProving, isUnfinishedSignup, normalizeEmail, signUp, suggestCompanies } from './signup.service.js';
import { findUserByEmail } from '../user/index.js';
import { resendCode, verifyEmail } from './verification.service.js';

const conflict = { 409: Type.Object({ code: Type.String(), message: Type.String() }) };

/** Public sign-up and verification routes (no token: the account does not exist yet). */
export async function signupRoutes(app: ApiInstance): Promise<void> {
  app.post(
    '/v1/users/signup',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['user'],
        summary:
          'Sign up with a business email (company now or at set-password); mails a verification code, unless a provider’s identity token vouches for the email',
        body: SignupBody,
        response: { 201: SignupResult, ...conflict },
      },
    },
    async (request, reply) => {
      const { identityToken, ...body } = request.body;
      const proven = identityToken ? Boolean(await identityProving(app.deps, identityToken, body.email)) : false;
      const result = await signUp(app.deps, { ...body, signupSource: 'WEB', emailProven: proven });
      return reply.status(201).send({ ...result, verificationRequired: !proven });
    },
  );

  app.post(
    '/v1/users/event/signup',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['user'],
        summary: 'Sign up at an event (referral SCOPE_SUMMIT unless given)',
        body: EventSignupBody,
        response: { 201: SignupResult, ...conflict },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await signUp(app.deps, {
        ...body,
        referralSource: body.referralSource ?? 'SCOPE_SUMMIT',
        signupSource: 'EVENT',
      });
      return reply.status(201).send({ ...result, verificationRequired: true });
    },
  );

  app.get(
    '/v1/users/verify-email',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['user'],
        summary: 'Is this email free and a business one; companies it could claim or join',
        querystring: EmailQuery,
        response: { 200: VerifyEmailResult },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.query.email);
      const existing = await findUserByEmail(app.deps.db, email);
      const businessEmail = isBusinessEmail(email);
      return {
        email,
        available: !existing || isUnfinishedSignup(existing),
        businessEmail,
        suggestedCompanies: businessEmail ? await suggestCompanies(app.deps.db, email) : [],
      };
    },
  );

  app.get(
    '/v1/users/verification-code',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['user'],
        summary: 'Resend a fresh code (at most one a minute; always 204)',
        querystring: EmailQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await resendCode(app.deps, request.query.email);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/v1/users/verify',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['user'],
        summary: 'Check the emailed code',
        body: VerifyBody,
        response: { 200: Type.Object({ verified: Type.Literal(true) }) },
      },
    },
    async (request) => {
      await verifyEmail(app.deps, request.body.email, request.body.code);
      return { verified: true as const };
    },
  );

  app.put(
    '/v1/users/set-password',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['user'],
        summary:
          'Finish sign-up: choose the password and the company (creates the sign-in account; claims, joins or creates the company)',
        body: SetPasswordBody,
        response: { 200: SetPasswordResult },
      },
    },
    async (request) => {
      const result = await setPassword(app.deps, request.body, request.log);
      if (result.outcome === 'ACTIVE') await announceUserActivated(app, result.userId);
      return result;
    },
  );

  app.get(
    '/v1/users/password-policy',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['user'],
        summary: 'The password rules, in display order (the one definition clients validate against)',
        response: { 200: Type.Array(PasswordRuleDto) },
      },
    },
    async (_request, reply) => {
      // The rules change only with a deployment.
      reply.header('cache-control', 'public, max-age=300');
      return [...PASSWORD_RULES];
    },
  );
}
