/**
 * The About page's team section. Deployers edit this file: the product ships roles and short
 * role descriptions only (no invented names or photos). Add `name` when a member wants it shown.
 */
export interface TeamRole {
  role: string;
  description: string;
  name?: string;
}

export const TEAM_ROLES: readonly TeamRole[] = [
  {
    role: 'Founder & Product Lead',
    description: 'Shapes what Thera is for and keeps the product focused on traders’ wellbeing before anything else.',
  },
  {
    role: 'Lead AI Engineer',
    description: 'Builds Thera’s voice and text conversations, the guided sessions and the safety screen behind them.',
  },
  {
    role: 'Community & Wellness Lead',
    description:
      'Listens to the community, writes the guided sessions with care and keeps TheraAgent’s tone calm and kind.',
  },
];
