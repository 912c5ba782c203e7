import { defineContract } from '../platform/contract.ts';
import { healthSchema, readinessSchema } from './health.ts';

// Liveness and readiness. Both answer 503 with the same body when the instance cannot serve.

export const healthContract = defineContract({
  health: {
    method: 'GET',
    path: '/api/health',
    response: healthSchema,
    unavailableResponse: healthSchema,
    errors: [],
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    response: readinessSchema,
    unavailableResponse: readinessSchema,
    errors: [],
  },
});
