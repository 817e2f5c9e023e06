import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import { unpagedList } from '../../platform/http/lists';
import type { TermsRepository } from './repository';

export function registerTermsRoutes(app: FastifyInstance, repo: TermsRepository): void {
  registerEndpoint(app, endpoints.getTerms, async () => {
    const list = (await repo.latest()).map((row) => ({
      termsType: row.type,
      content: {
        termsId: row.id,
        title: row.title,
        details: row.details,
        version: row.version,
        isRequired: row.isRequired,
      },
    }));
    return unpagedList(list);
  });
}
