import { healthStatus } from '../health';
import { endpoint } from './endpoint';

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
