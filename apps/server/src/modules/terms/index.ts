import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { TERMS_V1 } from './content';
import { TermsRepository } from './repository';
import { registerTermsRoutes } from './routes';

export { TermsRepository, type Agreement } from './repository';

/** Seeds our terms (idempotent) and mounts `GET /api/terms`. */
export async function termsModule(app: FastifyInstance, deps: AppDeps): Promise<TermsRepository> {
  const repo = new TermsRepository(deps.db);
  await repo.seed(TERMS_V1);
  registerTermsRoutes(app, repo);
  return repo;
}
