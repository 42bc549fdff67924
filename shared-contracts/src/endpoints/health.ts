// The health check's row: an entry of its own (`shared-contracts/health`, docs/performance.md §2.2)
// that only the API uses, so it imports the main entry's names from 'shared-contracts'.
import { endpoint } from 'shared-contracts';
import { healthStatus } from '../health';

/** The health check: for load balancers and the start script; public, and says nothing private. */
export const healthEndpoints = {
  getHealth: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the API and its database answer',
    tags: ['health'],
    access: 'public',
    success: { status: 200, schema: healthStatus },
    refusals: [503],
  }),
};
