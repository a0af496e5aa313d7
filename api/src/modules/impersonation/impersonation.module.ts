import type { ApiModule } from '../../http/module.js';
import { auditImpersonation } from './impersonation.audit.js';
import { impersonationRoutes } from './impersonation.routes.js';

export const impersonationModule: ApiModule = {
  name: 'impersonation',
  tags: [{ name: 'admin', description: 'Admin-group routes: impersonation targets and audit' }],
  routes: impersonationRoutes,
  hooks: auditImpersonation,
};
