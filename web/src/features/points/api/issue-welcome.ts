import { http } from '@/lib/http';

/**
 * GET /WelcomeCampaign/Issue: the welcome points, once per member (0 when already given or none
 * run). A failure opens the default error modal (spec 8).
 */
export function issueWelcome(): Promise<{ point_earn: number }> {
  return http.get('/WelcomeCampaign/Issue');
}
