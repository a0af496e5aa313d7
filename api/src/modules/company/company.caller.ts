import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import type { CompanyViewer } from './company.dto.js';

/** The viewer of a route declared `auth: 'user'` (the acting user: own or impersonated). */
export function requireViewer(request: FastifyRequest): CompanyViewer {
  const { user } = requireUser(request);
  return { userId: user.id, companyId: user.companyId, role: user.role };
}
