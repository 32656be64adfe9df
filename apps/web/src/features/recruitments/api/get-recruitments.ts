import { recruitmentSchema, type Recruitment } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

const recruitmentsSchema = recruitmentSchema.array();

/** GET /user/recruitments: open recruitments, teams looking for a GM (SPEC §7). */
export function getRecruitments(): Promise<Recruitment[]> {
  return apiRequest('/user/recruitments', { schema: recruitmentsSchema });
}

export const recruitmentsQueryOptions = () =>
  queryOptions({ queryKey: ['recruitments', 'open'], queryFn: getRecruitments });

export function useRecruitments() {
  return useQuery(recruitmentsQueryOptions());
}
