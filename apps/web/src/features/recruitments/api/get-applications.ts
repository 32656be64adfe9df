import { applicationSchema, type Application } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

const applicationsSchema = applicationSchema.array();

/** GET /user/applications: the viewer's applications as {recruitmentId, status} (SPEC §7). */
export function getApplications(): Promise<Application[]> {
  return apiRequest('/user/applications', { schema: applicationsSchema });
}

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: ['recruitments', 'applications'], queryFn: getApplications });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
